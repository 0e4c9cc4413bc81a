import type { CollectionDefinition } from '#lib/content/collection-definition.ts'

/** What a collection's files take below the frontmatter, in plain words. */
export function bodyInWords(body: CollectionDefinition['body']): string {
  if (body.kind === 'none') return 'none; the file ends with its second `---` line.'
  if (body.kind === 'markdown' && 'elsewhere' in body) {
    return `Markdown: the page on this site. Leave it out when \`${body.elsewhere}\` gives the address where it is published instead; one of the two is required, not both.`
  }
  if (body.kind === 'markdown') return 'Markdown, required.'
  const sections = Object.values(body.sections).map(({ heading, required }) => `\`## ${heading}\` (${required ? 'required' : 'optional'})`)
  return `Markdown in sections, each starting with its heading on a line of its own, with no text before the first: ${sections.join(', ')}.`
}
