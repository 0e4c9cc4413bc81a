/**
 * Characters drawn as nothing: format characters (bidirectional overrides and isolates,
 * zero-width spaces, joiners, the byte-order mark, tags) and the rest of what Unicode says is
 * drawn as nothing (Hangul fillers, variation selectors).
 */
const HIDDEN = /^[\p{Default_Ignorable_Code_Point}\p{Cf}]$/u

/** The joiners, which shape the letters or emoji on both sides of them (Persian and Indic names, 👩‍💻). */
const JOINERS = new Set(['\u200C', '\u200D'])

/** Selectors that choose how the character before them is drawn (emoji or text style, a Mongolian letter's form). */
const SELECTORS = /^[\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u180B-\u180D\u180F]$/u

const visible = (point: string | undefined) => point !== undefined && !HIDDEN.test(point) && !/\s/u.test(point)

/**
 * `text` without the characters that make what staff read differ from what was sent: a
 * right-to-left override turns the rest of a line around, a zero-width space splits a word a search
 * looks for, a tag character carries words no one sees. Kept are the few that change how their
 * neighbours are drawn and nothing else: a joiner between two visible characters, a selector after
 * one.
 */
export function withoutHiddenCharacters(text: string): string {
  const points = [...text]
  return points
    .filter((point, at) => {
      if (!HIDDEN.test(point)) return true
      if (JOINERS.has(point)) return visible(points[at - 1]) && visible(points[at + 1])
      return SELECTORS.test(point) && visible(points[at - 1])
    })
    .join('')
}
