/** One schema.org description of a thing a page shows, written into the page as JSON-LD. */
export type StructuredData = { '@type': string; '@id'?: string } & Record<string, unknown>
