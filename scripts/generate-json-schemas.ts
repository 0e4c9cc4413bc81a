/** `npm run content:schemas`: rewrites content/json-schema/ from lib/content/collections.ts. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { jsonSchemas } from '../lib/content/json-schemas.ts'

mkdirSync('content/json-schema', { recursive: true })
for (const [name, json] of Object.entries(jsonSchemas())) {
  writeFileSync(`content/json-schema/${name}.schema.json`, json)
}
console.log('Wrote content/json-schema/.')
