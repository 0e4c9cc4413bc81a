/** A saved entry as Decap's `getCollection` answers it (Immutable.js maps). */
interface SavedEntry {
  toJS(): { data?: Record<string, unknown>; slug: string }
}

/**
 * What Decap CMS hands a preview template: the entry being edited, its pictures' addresses, the
 * document of the preview's own frame, and the saved entries of any collection, as the backend has them.
 */
export interface PreviewProps {
  entry: { getIn(path: string[]): unknown; toJS(): { data?: Record<string, unknown>; slug?: string } }
  getAsset(path: string): { toString(): string } | undefined
  document?: Document
  getCollection(collection: string): Promise<SavedEntry[]>
}

/** The entry's fields as plain values, with a picture's address as the preview can load it (an upload not saved yet included). */
export function previewData(props: PreviewProps): Record<string, unknown> & { slug: string } {
  const { data = {}, slug } = props.entry.toJS()
  return { ...data, slug: slug || 'new-entry' }
}

/** The address a picture field's value can be loaded from in the preview. */
export const assetUrl = (props: PreviewProps, path: unknown) => (typeof path === 'string' && path ? (props.getAsset(path)?.toString() ?? path) : '')

export const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/** A list field's values as text; a list not started yet is empty. */
export const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : [])

/** The named text fields of an entry, each as text, as a component's props take them. */
export const fieldTexts = <const Key extends string>(entry: Record<string, unknown>, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, text(entry[key])])) as Record<Key, string>
