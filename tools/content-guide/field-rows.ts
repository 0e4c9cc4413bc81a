import type { JsonSchemaNode } from '#lib/content/json-schema-node.ts'
import { typeInWords } from './type-in-words.ts'

export interface FieldRow {
  /** As CONTENT.md names it: `hero.badge` for a field of a group, `socials[].name` for a field of each item of a list. */
  field: string
  required: boolean
  description: string
  type: string
}

/**
 * One row per field of a frontmatter's JSON Schema, each followed by the fields of its group or of
 * its list's items, so a field added to a schema, at any depth, gets its row.
 */
export function fieldRows(schema: JsonSchemaNode, prefix = ''): FieldRow[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = prefix + name
    const row: FieldRow = { field, required: (schema.required ?? []).includes(name), description: property.description ?? '', type: typeInWords(property) }
    if (property.type === 'array' && property.items?.properties) return [row, ...fieldRows(property.items, `${field}[].`)]
    if (property.properties) return [row, ...fieldRows(property, `${field}.`)]
    return [row]
  })
}
