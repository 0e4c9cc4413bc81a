/**
 * The shapes of Decap CMS's configuration that the generated one uses, written out here so that
 * lib/ needs nothing of Decap's own (browser-only) package to build it.
 */
export interface DecapField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  pattern?: [string, string]
  options?: string[]
  default?: unknown
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  step?: number
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  field?: DecapField
  fields?: DecapField[]
  collapsed?: boolean
  summary?: string
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  multiple?: boolean
  options_length?: number
  modes?: string[]
}

export interface DecapCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  extension?: 'md'
  /** Always lib/cms/entry-file-format.ts's, which keeps what the editor did not change. */
  format?: string
  folder?: string
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  files?: { name: string; label: string; file: string; fields: DecapField[] }[]
  fields?: DecapField[]
}

export interface DecapConfig {
  load_config_file: false
  publish_mode: 'editorial_workflow'
  media_folder: string
  public_folder: string
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string }
  collections: DecapCollection[]
}
