/** The part of a draft-07 JSON Schema that the content schemas produce and the CMS fields are made from. */
export interface JsonSchemaNode {
  type?: string
  description?: string
  enum?: string[]
  format?: string
  pattern?: string
  patternErrorMessage?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  items?: JsonSchemaNode
  properties?: Record<string, JsonSchemaNode>
  required?: string[]
}
