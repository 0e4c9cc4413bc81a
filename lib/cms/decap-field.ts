import { z } from 'zod'
import type { CollectionName } from '../content/fields/collection-name.ts'
import { referenceTargets } from '../content/fields/reference-targets.ts'
import { checkerMessage } from './checker-message.ts'
import type { DecapField } from './decap-types.ts'
import type { JsonSchemaNode } from '../content/json-schema-node.ts'
import { fieldLabel } from './field-label.ts'
import { mediaFolder } from './media-folder.ts'
import { unwrapZod } from './unwrap-zod.ts'

/** What a field needs to know about its collection. */
export interface FieldContext {
  /** The collection's own picture folder, for a picture field whose description names none. */
  imageFolder: string
  /** The field each collection's entries are known by (its title or name), for relation fields. */
  identifiers: Record<CollectionName, string>
}

// Numbers as large as these are zod's "any safe integer": no limit an editor needs to see.
const NO_LIMIT = Number.MAX_SAFE_INTEGER

const isPicture = (node: JsonSchemaNode) => node.pattern?.startsWith('^(?:/images/') === true
const isVideo = (node: JsonSchemaNode) => node.pattern?.startsWith('^(?:/media/)') === true && /mp4|webm/.test(node.pattern)

/** Text the page shows as a paragraph gets a text box of several lines rather than one line. */
const isLongText = (node: JsonSchemaNode) => /sentence|paragraph|a few/i.test(node.description ?? '') || (node.maxLength ?? 0) > 150

/** The pattern and message of a text field, with the checker's words for what it refuses. */
function textPattern(node: JsonSchemaNode, schema: z.ZodType): [string, string] | undefined {
  if (node.maxLength !== undefined) {
    // A text's length is said before saving, by the check's own rule (lib/cms/problems-before-save.ts),
    // with how long the text is; Decap's message for a pattern is fixed, and could not count.
    if (node.pattern?.startsWith('^') && node.patternErrorMessage) return [node.pattern, node.patternErrorMessage]
    return ['\\S', checkerMessage(schema, ' ') ?? 'must not be empty']
  }
  // The JSON Schemas only say a web address starts with https://; the form also wants a host after it.
  const pattern = node.pattern === '^https://' ? '^https://[^\\s/?#]+[^\\s]*$' : node.pattern
  if (pattern) return [pattern, node.patternErrorMessage ?? checkerMessage(schema, '') ?? `must match ${pattern}`]
  return undefined
}

/**
 * The Decap CMS field for one field of a content schema, made from its JSON Schema (types,
 * patterns, limits, descriptions) and its zod schema (references, and the checker's messages).
 */
export function decapField(name: string, node: JsonSchemaNode, schema: z.ZodType, required: boolean, context: FieldContext): DecapField {
  const inner = unwrapZod(schema)
  const base = { name, label: fieldLabel(name), ...(node.description ? { hint: node.description } : {}), required }

  // How many items a list holds is said before saving, by the check's own rule (see
  // lib/cms/problems-before-save.ts), in its words; Decap's limits would word it otherwise.
  if (node.type === 'array' && node.items && inner instanceof z.ZodArray) {
    const element = unwrapZod(inner.element as z.ZodType)
    const target = referenceTargets.get(element)
    if (target) {
      const shown = context.identifiers[target.collection]
      return {
        ...base,
        widget: 'relation',
        collection: target.collection,
        value_field: '{{slug}}',
        search_fields: [shown],
        display_fields: [shown],
        multiple: true,
        options_length: 100,
      }
    }
    if (node.items.type === 'object' && element instanceof z.ZodObject) {
      const fields = decapFields(node.items, element, context)
      return { ...base, widget: 'list', fields, summary: `{{fields.${fields[0]!.name}}}`, collapsed: true }
    }
    return { ...base, widget: 'list', field: decapField(name, node.items, element, true, context) }
  }

  if (node.type === 'object' && inner instanceof z.ZodObject) return { ...base, widget: 'object', fields: decapFields(node, inner, context) }

  const target = referenceTargets.get(inner)
  if (target) {
    const shown = context.identifiers[target.collection]
    return { ...base, widget: 'relation', collection: target.collection, value_field: '{{slug}}', search_fields: [shown], display_fields: [shown] }
  }

  if (node.enum) return { ...base, widget: 'select', options: node.enum }

  if (node.type === 'integer' || node.type === 'number') {
    const limits = {
      ...(node.minimum !== undefined && node.minimum > -NO_LIMIT ? { min: node.minimum } : {}),
      ...(node.maximum !== undefined && node.maximum < NO_LIMIT ? { max: node.maximum } : {}),
    }
    // Kept as typed (value_type int would turn 2.5 into 2 without a word): the check's rule then
    // refuses a decimal where a whole number belongs, in its words, before the entry is saved.
    return { ...base, widget: 'number', value_type: 'float', ...(node.type === 'integer' ? { step: 1 } : {}), ...limits }
  }

  if (node.type === 'boolean') return { ...base, widget: 'boolean' }

  if (node.format === 'date') {
    // Written as the checker wants it, YYYY-MM-DD, with no time and no shift by the editor's time zone.
    const pattern = textPattern(node, inner)
    return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true, ...(pattern ? { pattern } : {}) }
  }

  if (isPicture(node) || isVideo(node)) {
    const folder = mediaFolder(node.description, isVideo(node) ? '/media' : context.imageFolder)
    // Decap checks a file field's pattern against the file's name alone; the folder is its own.
    const endings = /\(\?:([a-z0-9|]+)\)\$$/.exec(node.pattern ?? '')?.[1] ?? ''
    const pattern: [string, string] = [
      `^[a-z0-9_.-]+\\.(?:${endings})$`,
      `file names may have only lower-case letters, digits, dashes, dots and underscores, and must end in ${endings
        .split('|')
        .map((ending) => `.${ending}`)
        .join(', ')}`,
    ]
    return {
      ...base,
      widget: isVideo(node) ? 'file' : 'image',
      media_folder: `/public${folder}`,
      public_folder: folder,
      choose_url: false,
      pattern,
    }
  }

  const pattern = textPattern(node, inner)
  return { ...base, widget: isLongText(node) ? 'text' : 'string', ...(pattern ? { pattern } : {}) }
}

/** The fields of an object, in the order the schema declares them (Decap writes them in this order). */
export function decapFields(node: JsonSchemaNode, schema: z.ZodObject, context: FieldContext): DecapField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) => {
    const field = schema.shape[name] as z.ZodType
    const required = (node.required ?? []).includes(name) && !(field instanceof z.ZodDefault) && !(field instanceof z.ZodOptional)
    return decapField(name, child, field, required, context)
  })
}
