/**
 * Letters that carry their mark in their shape, so Unicode does not split it off: written as staff
 * type them on a keyboard without the letter.
 */
const PLAIN_LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
}
const SHAPED = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'g')

/**
 * Text as the inbox search compares it, for the stored column and the typed search alike (SQLite's
 * lower() and LIKE fold ASCII letters only): compatibility forms made plain (a full-width letter is
 * its plain one), lower-cased, and the accents of Latin, Greek and Cyrillic letters dropped, so that
 * `wisniewski` finds Wiśniewski, `muller` Müller and `zoe` Zoë, as a caller spells a name out.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(SHAPED, (letter) => PLAIN_LETTERS[letter]!)
    .normalize('NFC')
}

/**
 * A folded text without the spaces and dashes people put between the groups of a reference (or
 * leave out): `PAP-RCS-S7Y`, `pap rcs s7y` and `paprcss7y` are the same reference.
 */
export const withoutSeparators = (folded: string): string => folded.replace(/[\s\p{Pd}]/gu, '')
