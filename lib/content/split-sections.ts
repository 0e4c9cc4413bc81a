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
  const sections: Record<string, string> = {}
  const problems: SplitSections['problems'] = []
  // undefined: before the first heading; null: inside a heading that is not a section.
  let current: string | null | undefined
  let buffer: string[] = []
  /** Sections whose heading is written with one # too many or too few: reported there, not as missing. */
  const misLeveled = new Set<string>()
  const flush = () => {
    if (current) sections[current] = buffer.join('\n').trim()
    buffer = []
  }
  body.split('\n').forEach((text, index) => {
    const line = firstLine + index
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(text)?.[1]
    const offLevel = heading === undefined ? offLevelSection(text, headings) : undefined
    if (offLevel) {
      problems.push({
        line,
        message:
          offLevel.level === 2
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
      problems.push({
        line,
        message: `"## ${heading}" is not a section of this file${guess ? `. Did you mean "## ${guess}"?` : ''} Sections: ${headings.map((h) => `"## ${h}"`).join(', ')}`,
        ...(guess && !Object.values(rules).some((rule) => rule.heading === guess && byHeading.get(guess)! in sections) ? { fix: { lineText: `## ${guess}` } } : {}),
      })
      current = null
    } else if (key in sections) {
      problems.push({ line, message: `the section "## ${heading}" appears twice; keep one` })
      current = null
    } else {
      current = key
    }
  })
  flush()
  for (const [key, rule] of Object.entries(rules)) {
    if (rule.required && !sections[key] && !misLeveled.has(rule.heading)) {
      problems.push({ line: firstLine, message: `the section "## ${rule.heading}" is missing or empty; add the heading on its own line, followed by its text` })
    }
  }
  return { sections, problems }
}

/** A heading line with other than two #, whose words are those of a section (or close to them). */
function offLevelSection(text: string, headings: readonly string[]): { written: string; level: number; heading: string } | undefined {
  const match = /^(#{1,6})\s*([^#\s].*?)\s*#*\s*$/.exec(text)
  if (!match || (match[1]!.length === 2 && /^##\s/.test(text))) return undefined
  const heading = suggest(match[2]!, headings)
  return heading ? { written: text.trim(), level: match[1]!.length, heading } : undefined
}
