type Sections<Required, Optional> = { [K in keyof Required]: { heading: string; required: true } } & { [K in keyof Optional]: { heading: string; required: false } }

/**
 * A body split at "## Heading" lines into named sections: first those every file must have, then
 * those it may leave out. The page types then know which sections can be missing.
 */
export function sectionedBody<const Required extends Record<string, string>, const Optional extends Record<string, string> = Record<never, string>>(
  required: Required,
  optional?: Optional,
) {
  const rules = (headings: Record<string, string>, isRequired: boolean) => Object.entries(headings).map(([key, heading]) => [key, { heading, required: isRequired }])
  const sections = Object.fromEntries([...rules(required, true), ...rules(optional ?? {}, false)]) as Sections<Required, Optional>
  return { kind: 'sections' as const, sections }
}
