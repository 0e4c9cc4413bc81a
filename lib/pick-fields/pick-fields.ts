/**
 * Each entry with only the listed fields, typed as such. An island lists the fields it shows once,
 * types its props from that list and its page sends it exactly those: its props are written into
 * the page as JSON, so every other field (a rendered body it never shows, an order) would only make
 * the page heavier, and a field it shows but the list lacks is a compile error.
 */
export function pickFields<Entry extends object, const Field extends keyof Entry>(entries: readonly Entry[], fields: readonly Field[]): Pick<Entry, Field>[] {
  return entries.map((entry) => Object.fromEntries(fields.map((field) => [field, entry[field]])) as Pick<Entry, Field>)
}
