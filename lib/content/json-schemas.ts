import { z } from 'zod'
import { checkerRulesInJsonSchema } from './checker-rules-in-json-schema.ts'
import { collections } from './collections.ts'
import type { CollectionName } from './fields/collection-name.ts'

/**
 * The JSON Schema of each collection's frontmatter, as committed in content/json-schema/ for
 * editors whose tools validate YAML as they type, and the source of the field tables in CONTENT.md.
 * Checks a JSON Schema cannot express (files that must exist, references between files, sections
 * of the text) are left to `npm run check:content`.
 *
 * Draft 7, because the frontmatter linter editors use in VS Code (remark-lint-frontmatter-schema,
 * see .remarkrc.mjs) validates with Ajv's default draft and refuses a 2020-12 schema outright.
 */
export function jsonSchemas(): Record<CollectionName, string> {
  return Object.fromEntries(
    Object.entries(collections).map(([name, { schema }]) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-07', override: checkerRulesInJsonSchema })
      return [name, `${JSON.stringify({ ...json, title: `content/${name}` }, null, 2)}\n`]
    }),
  ) as Record<CollectionName, string>
}
