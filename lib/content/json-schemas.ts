import { z } from 'zod'
import { checkerRulesInJsonSchema } from './checker-rules-in-json-schema.ts'
import { collections } from './collections.ts'
import type { CollectionName } from './fields/collection-name.ts'

/**
 * The JSON Schema of each collection's frontmatter, as committed in content/json-schema/ for
 * editors whose tools validate YAML as they type. Checks a JSON Schema cannot express (files that
 * must exist, references between files, sections of the text) are left to `npm run check:content`.
 */
export function jsonSchemas(): Record<CollectionName, string> {
  return Object.fromEntries(
    Object.entries(collections).map(([name, { schema }]) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', override: checkerRulesInJsonSchema })
      return [name, `${JSON.stringify({ ...json, title: `content/${name}` }, null, 2)}\n`]
    }),
  ) as Record<CollectionName, string>
}
