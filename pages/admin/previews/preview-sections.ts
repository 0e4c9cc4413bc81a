import { renderMarkdown } from '#lib/content/render-markdown.ts'
import { splitSections, type SectionRules } from '#lib/content/split-sections.ts'
import { text } from './preview-props.ts'

/** An entry's body split into its sections as the site splits it, each as HTML; a section not written yet shows empty, as the form fills in. */
export function previewSections<Rules extends SectionRules>(body: unknown, rules: Rules) {
  const split = splitSections(text(body), 1, rules).sections
  return Object.fromEntries(Object.keys(rules).map((key) => [key, renderMarkdown(split[key] ?? '')])) as { [Key in keyof Rules]: string }
}
