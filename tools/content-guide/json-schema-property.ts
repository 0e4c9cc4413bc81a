/** The part of a generated JSON Schema the content guide reads: one field, or a collection's whole frontmatter. */
export interface JsonSchemaProperty {
  type?: string
  description?: string
  enum?: unknown[]
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
  items?: JsonSchemaProperty
  properties?: Record<string, JsonSchemaProperty>
  required?: string[]
}
