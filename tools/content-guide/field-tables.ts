import { collections } from '#lib/content/collections.ts'
import type { CollectionDefinition } from '#lib/content/collection-definition.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { jsonSchemas } from '#lib/content/json-schemas.ts'
import { collectionGuide } from './collection-guide.ts'

/** Every collection's part of CONTENT.md, in the order the checker lists the folders, from the same JSON Schemas editors' tools read. */
export function fieldTables(): string {
  const schemas = jsonSchemas()
  return (Object.entries(collections) as [CollectionName, CollectionDefinition][])
    .map(([name, definition]) => collectionGuide(name, definition, JSON.parse(schemas[name])))
    .join('\n\n')
}
