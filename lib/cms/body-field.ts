import type { CollectionDefinition } from '../content/collection-definition.ts'
import type { DecapField } from './decap-types.ts'

/**
 * The Markdown text below the frontmatter, as the collection's body rule wants it: required,
 * optional when the entry links to where it is published, or with its required `## Heading`s
 * named in its help text.
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
  // Which sections are missing is said before saving, by the check's own rule (see
  // lib/cms/problems-before-save.ts), in its words: a pattern here would word it differently.
  const all = Object.values(body.sections)
    .map((section) => `"## ${section.heading}"`)
    .join(', ')
  return { ...base, required: true, hint: `Sections, each starting with its heading on a line of its own: ${all}.` }
}
