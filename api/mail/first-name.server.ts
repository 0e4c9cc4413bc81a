/** Control and format characters (line breaks, bidirectional overrides, zero-width ones) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu

/**
 * The first word of a name as a visitor wrote it, cleaned of control characters, at most 40
 * characters: all of what they typed that an email to them may hold. Empty when nothing is left.
 */
export function firstName(name: unknown): string {
  if (typeof name !== 'string') return ''
  const [first = ''] = name.replace(CONTROL, ' ').trim().split(/\s+/u)
  return [...first].slice(0, 40).join('')
}
