/**
 * The part of a collection's generated JSON Schema (draft 7, lib/content/json-schemas.ts) that the
 * CMS fields and the content guide's tables are made from: one field, or a whole frontmatter.
 */
export interface JsonSchemaNode {
  type?: string
  description?: string
  enum?: string[]
  format?: string
  pattern?: string
  /** The checker's words for `pattern` (see lib/content/checker-rules-in-json-schema.ts). */
  patternErrorMessage?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  items?: JsonSchemaNode
  properties?: Record<string, JsonSchemaNode>
  required?: string[]
}
