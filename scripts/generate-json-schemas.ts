/** `npm run content:schemas`: rewrites content/json-schema/ from the collection schemas in lib/content/collections/. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { jsonSchemas } from '../lib/content/json-schemas.ts'

mkdirSync('content/json-schema', { recursive: true })
for (const [name, json] of Object.entries(jsonSchemas())) {
  writeFileSync(`content/json-schema/${name}.schema.json`, json)
}
console.log('Wrote content/json-schema/.')
