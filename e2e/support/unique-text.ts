/**
 * A text that no other test, and no earlier try of the same test, sends: a test that finds what it
 * stored by this text finds its own submission only, however often it is retried on the one served
 * site. Short enough for any name field.
 */
export const uniqueText = (text: string) => `${text} ${crypto.randomUUID().slice(0, 8)}`
