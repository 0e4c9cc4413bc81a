import { z } from 'zod'
import { checkerRulesInJsonSchema } from '../content/checker-rules-in-json-schema.ts'
import { collections } from '../content/collections.ts'
import type { CollectionName } from '../content/fields/collection-name.ts'
import { bodyField } from './body-field.ts'
import { decapFields, type FieldContext } from './decap-field.ts'
import type { DecapCollection, DecapConfig, DecapField } from './decap-types.ts'
import { ENTRY_FILE_FORMAT } from './entry-file-format.ts'
import { fieldLabel } from './field-label.ts'
import type { JsonSchemaNode } from '../content/json-schema-node.ts'

/**
 * A file's fields as its placeholders allow: each text says which `{name}`s it may hold, and a
 * text the file never uses is left out.
 */
function withPlaceholders(fields: readonly DecapField[], allowed: Readonly<Record<string, readonly string[]>> | undefined): DecapField[] {
  if (!allowed) return [...fields]
  return fields.flatMap((field) => {
    const names = allowed[field.name]
    if (!names) return field.widget === 'string' || field.widget === 'text' ? [] : [field]
    const hint = `It may hold these placeholders, each filled in when the email is sent: ${names.map((each) => `{${each}}`).join(', ')}.`
    return [{ ...field, required: true, hint: field.name === 'body' ? `The email's text. ${hint}` : `${field.hint ?? ''} ${hint}`.trim() }]
  })
}

/** The field an entry is known by in lists and relation fields: its title, or else its name. */
const identifierOf = (schema: z.ZodObject) => ('title' in schema.shape ? 'title' : 'name' in schema.shape ? 'name' : Object.keys(schema.shape)[0]!)

/**
 * The Decap CMS configuration of every content collection, made from the content schemas
 * (lib/content/collections.ts) whenever the admin page is built, so the forms cannot disagree with
 * `npm run check:content`. The backend (GitHub or the local proxy) is added in the browser.
 *
 * `singleFiles` names the one file of each single-file collection (settings, founder), without .md.
 */
export function decapConfig(singleFiles: Partial<Record<CollectionName, string>>): DecapConfig {
  const identifiers = Object.fromEntries(Object.entries(collections).map(([name, { schema }]) => [name, identifierOf(schema)])) as Record<CollectionName, string>
  const decapCollections = Object.entries(collections).map(([name, definition]): DecapCollection => {
    const json = z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'any', target: 'draft-07', override: checkerRulesInJsonSchema }) as JsonSchemaNode
    const context: FieldContext = { imageFolder: `/images/${name}`, identifiers }
    const body = bodyField(definition.body)
    const fields = [...decapFields(json, definition.schema, context), ...(body ? [body] : [])]
    const label = fieldLabel(name)
    if ('fixedFiles' in definition) {
      return {
        name,
        label,
        format: ENTRY_FILE_FORMAT,
        files: Object.entries(definition.fixedFiles).map(([file, { label: fileLabel }]) => ({
          name: file,
          label: fileLabel,
          file: `content/${name}/${file}.md`,
          fields: withPlaceholders(fields, definition.placeholders(file)),
        })),
      }
    }
    if ('single' in definition) {
      const file = singleFiles[name as CollectionName]
      if (!file) throw new Error(`content/${name} has no file for the CMS to edit`)
      return { name, label, format: ENTRY_FILE_FORMAT, files: [{ name: file, label, file: `content/${name}/${file}.md`, fields }] }
    }
    const identifier = identifiers[name as CollectionName]
    return {
      name,
      label,
      // "New Game" rather than "New Games": every folder is named in the plural with an s.
      label_singular: label.replace(/s$/, ''),
      folder: `content/${name}`,
      extension: 'md',
      format: ENTRY_FILE_FORMAT,
      create: true,
      // The file name is made from the title or name, in lower case with dashes, as the checker wants it.
      slug: `{{${identifier}}}`,
      identifier_field: identifier,
      summary: `{{${identifier}}}`,
      fields,
    }
  })
  return {
    load_config_file: false,
    publish_mode: 'editorial_workflow',
    media_folder: 'public/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: decapCollections,
  }
}
