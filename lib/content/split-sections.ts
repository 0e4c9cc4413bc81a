import { suggest } from './suggest.ts'

export interface SectionRules {
  [key: string]: { heading: string; required: boolean }
}

export interface SplitSections {
  sections: Record<string, string>
  problems: { line: number; message: string; fix?: { lineText: string } }[]
}

/**
 * Splits a Markdown body at its "## Heading" lines into the named sections a collection expects.
 * `firstLine` is the file line of the body's first line, so problems point into the file.
 */
export function splitSections(body: string, firstLine: number, rules: SectionRules): SplitSections {
  const byHeading = new Map(Object.entries(rules).map(([key, rule]) => [rule.heading, key]))
  const headings = [...byHeading.keys()]
  /** The sections whose headings are written right: a line of their words elsewhere is text. */
  const written = new Set(body.split('\n').flatMap((text) => /^##\s+(.+?)\s*#*\s*$/.exec(text)?.[1] ?? []))
  const sections: Record<string, string> = {}
  const problems: SplitSections['problems'] = []
  // undefined: before the first heading; null: inside a heading that is not a section.
  let current: string | null | undefined
  let buffer: string[] = []
  /** Sections whose heading is written with one # too many or too few: reported there, not as missing. */
  const misLeveled = new Set<string>()
  /** Headings that are no section, in order: each is told with the section it likely stands for. */
  const unknown: { line: number; heading: string; guess: string | undefined }[] = []
  const flush = () => {
    if (current) sections[current] = buffer.join('\n').trim()
    buffer = []
  }
  body.split('\n').forEach((text, index) => {
    const line = firstLine + index
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(text)?.[1]
    const offLevel =
      heading === undefined
        ? offLevelSection(
            text,
            headings.filter((each) => !written.has(each)),
          )
        : undefined
    if (offLevel) {
      problems.push({
        line,
        message:
          offLevel.level === 0
            ? `"${offLevel.written}" is not read as a section heading without ## before it: write "## ${offLevel.heading}"`
            : offLevel.level === 2
              ? `"${offLevel.written}" is not read as a heading without a space after ##: write "## ${offLevel.heading}"`
              : `"${offLevel.written}" is a heading with ${offLevel.level} #, but a section heading has two: write "## ${offLevel.heading}"`,
        fix: { lineText: `## ${offLevel.heading}` },
      })
      misLeveled.add(offLevel.heading)
      // Its text is reported by the heading's own problem, not as text before any heading.
      if (current === undefined) current = null
      buffer.push(text)
      return
    }
    if (heading === undefined) {
      if (current === undefined && text.trim()) {
        problems.push({ line, message: `text must come after a section heading; start the text with one of: ${headings.map((h) => `"## ${h}"`).join(', ')}` })
        current = null
      }
      buffer.push(text)
      return
    }
    flush()
    const key = byHeading.get(heading)
    if (!key) {
      const guess = suggest(heading, headings)
      unknown.push({ line, heading, guess })
      current = null
    } else if (key in sections) {
      problems.push({ line, message: `the section "## ${heading}" appears twice; keep one` })
      current = null
    } else {
      current = key
    }
  })
  flush()
  const missing = Object.entries(rules)
    .filter(([key, rule]) => rule.required && !sections[key] && !misLeveled.has(rule.heading) && !unknown.some(({ guess }) => guess === rule.heading))
    .map(([, rule]) => rule.heading)
  const unguessed = unknown.filter(({ guess }) => !guess)
  // One heading no section's and one section missing: the heading is most likely the section's, renamed. Told once, there.
  const renamed = unguessed.length === 1 && missing.length === 1 ? missing[0] : undefined
  const list = headings.map((h) => `"## ${h}"`).join(', ')
  for (const { line, heading, guess } of unknown) {
    const meant = guess ?? renamed
    const taken = meant !== undefined && byHeading.get(meant)! in sections
    problems.push({
      line,
      message:
        guess || !renamed
          ? `"## ${heading}" is not a section of this file${guess ? `. Did you mean "## ${guess}"?` : '.'} Sections: ${list}`
          : `"## ${heading}" is not a section of this file, and "## ${renamed}" is missing: if this is its heading, write "## ${renamed}". Sections: ${list}`,
      ...(meant && !taken ? { fix: { lineText: `## ${meant}` } } : {}),
    })
  }
  for (const heading of missing.filter((each) => each !== renamed)) {
    problems.push({ line: firstLine, message: `the section "## ${heading}" is missing or empty; add the heading on its own line, followed by its text` })
  }
  return { sections, problems: problems.sort((a, b) => a.line - b.line) }
}

/** A heading line with other than two # (or none), whose words are those of a section (or close to them). */
function offLevelSection(text: string, headings: readonly string[]): { written: string; level: number; heading: string } | undefined {
  // A section's words alone on a line, plain or in bold: a heading written without its ##.
  const words = /^\s*(?:\*\*|__)?([^#*_].*?)(?:\*\*|__)?:?\s*$/.exec(text)?.[1]
  const alone = words === undefined ? undefined : headings.find((heading) => heading.toLowerCase() === words.toLowerCase())
  if (alone) return { written: text.trim(), level: 0, heading: alone }
  const match = /^(#{1,6})\s*([^#\s].*?)\s*#*\s*$/.exec(text)
  if (!match || (match[1]!.length === 2 && /^##\s/.test(text))) return undefined
  const heading = suggest(match[2]!, headings)
  return heading ? { written: text.trim(), level: match[1]!.length, heading } : undefined
}
