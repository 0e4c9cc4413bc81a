import type { CollectionDefinition } from '../content/collections.ts'
import type { DecapField } from './decap-types.ts'

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The Markdown text below the frontmatter, as the collection's body rule wants it: required,
 * optional when the entry links to where it is published, or with its required `## Heading`s
 * (a pattern that finds each heading on a line of its own, as the checker reads them).
 */
export function bodyField(body: CollectionDefinition['body']): DecapField | undefined {
  const base = { name: 'body', label: 'Text', widget: 'markdown' }
  if (body.kind === 'none') return undefined
  if (body.kind === 'markdown') {
    if ('required' in body) return { ...base, required: true, hint: 'The text of the page, below the fields above.' }
    return {
      ...base,
      required: false,
      hint: `The text of its page on this site. Leave it empty when ${body.elsewhere} is set (the text would never be shown); write it when ${body.elsewhere} is empty (the page would be empty).`,
    }
  }
  const sections = Object.values(body.sections)
  const required = sections.filter((section) => section.required).map((section) => section.heading)
  const all = sections.map((section) => `"## ${section.heading}"`).join(', ')
  const lookaheads = required.map((heading) => `(?=[\\s\\S]*(?:^|\\n)##[ \\t]+${escapeRegex(heading)}[ \\t]*#*[ \\t]*(?:\\n|$))`).join('')
  const missing = required.map((heading) => `"## ${heading}"`).join(', ')
  return {
    ...base,
    required: true,
    hint: `Sections, each starting with its heading on a line of its own: ${all}.`,
    pattern: [`^${lookaheads}`, `needs every section: one of ${missing} is missing or empty; add the heading on its own line, followed by its text`],
  }
}
