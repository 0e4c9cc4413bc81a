import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CollectionDefinition } from '#lib/content/collection-definition.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { bodyInWords } from './body-in-words.ts'
import { fieldRows } from './field-rows.ts'
import type { JsonSchemaNode } from '#lib/content/json-schema-node.ts'

/** One valid file of each collection, kept beside the checker's tests, so the example is always valid. */
const FIXTURES = 'lib/content/fixtures/valid/content'

const cell = (text: string) => text.replaceAll('|', '\\|')
const title = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1).replaceAll('-', ' ')}`

function filesInWords(definition: CollectionDefinition): string {
  if (definition.single) return 'exactly one'
  if (definition.fixedFiles) {
    const files = Object.entries(definition.fixedFiles).map(([file, { label }]) => `\`${file}.md\` (${label})`)
    return `exactly these, each of them: ${files.join(', ')}`
  }
  return 'one per entry, named in lower case with dashes, like `my-entry.md`'
}

/** A collection's part of CONTENT.md: its folder, files, text below the frontmatter, fields and an example file. */
export function collectionGuide(name: CollectionName, definition: CollectionDefinition, schema: JsonSchemaNode): string {
  const example = readdirSync(join(FIXTURES, name))
    .filter((file) => file.endsWith('.md'))
    .sort()[0]!
  const rows = fieldRows(schema).map(({ field, required, description, type }) => `| \`${field}\` | ${required ? 'Yes' : 'No'} | ${cell(description)}<br>*${cell(type)}* |`)
  return [
    `### ${title(name)}`,
    '',
    `- Folder: \`content/${name}/\``,
    `- Files: ${filesInWords(definition)}`,
    ...(definition.required
      ? [`- Files the site needs, each the page at its name, so they are never renamed or removed: ${definition.required.map((slug) => `\`${slug}.md\` (/${slug})`).join(', ')}`]
      : []),
    `- Text below the frontmatter: ${bodyInWords(definition.body)}`,
    '',
    '| Field | Required | What to write |',
    '|---|---|---|',
    ...rows,
    '',
    '<details>',
    `<summary>Example: <code>content/${name}/${example}</code></summary>`,
    '',
    '```markdown',
    readFileSync(join(FIXTURES, name, example), 'utf8').trimEnd(),
    '```',
    '',
    '</details>',
  ].join('\n')
}
