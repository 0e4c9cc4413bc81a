import { z } from 'zod'
import { textFields } from './text-fields.ts'

/**
 * Markup that a text field would show as it is written: the page prints frontmatter text as plain
 * text (only the text below the frontmatter is Markdown), so "<b>" or "**" would reach visitors
 * as those very characters.
 */
const MARKUP: [RegExp, (found: string) => string, 'also-in-markdown'?][] = [
  [
    /<\/?[a-z][a-z0-9]*\b[^<>]*>/i,
    (found) => `HTML is not shown on the site: the page would show "${found}" as it is written. Remove it; this field takes plain text`,
    'also-in-markdown',
  ],
  [/&(?:[a-z][a-z0-9]+|#\d+|#x[0-9a-f]+);/i, (found) => `the page would show "${found}" as it is written: write the character itself instead`, 'also-in-markdown'],
  [/\*\*[^*]+\*\*|__[^_]+__/, (found) => `the page would show "${found}" with its stars or underscores: Markdown works only in the text below the frontmatter. Remove them`],
  [/\[[^\]]+\]\([^)]*\)/, (found) => `the page would show "${found}" as it is written: Markdown links work only in the text below the frontmatter. Write the words alone`],
]

/**
 * Text an editor must fill in: blank or spaces only would leave a hole on the page. `max` is the
 * most its place on the page holds (see text-length.ts); text that would overflow it is refused.
 * `markdown`: the field is written out as Markdown (an email's paragraph), so its links and bold
 * work; HTML and character codes are refused all the same.
 */
export const text = ({ max, markdown = false }: { max: number; markdown?: boolean }) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `is too long for its place on the page: keep it to at most ${max} characters`)
    .superRefine((value, context) => {
      for (const [pattern, message, alsoInMarkdown] of MARKUP) {
        if (markdown && !alsoInMarkdown) continue
        const found = pattern.exec(value)?.[0]
        if (found) context.addIssue({ code: 'custom', input: value, message: message(found.length > 40 ? `${found.slice(0, 37)}...` : found) })
      }
    })
    .register(textFields, { max, markdown })
