/**
 * Text as the inbox search compares it: Unicode-normalized (NFKC, so a full-width or composed
 * letter matches its plain form) and lower-cased in JavaScript, for the stored column and the
 * typed search alike, since SQLite's lower() and LIKE fold ASCII letters only.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}
