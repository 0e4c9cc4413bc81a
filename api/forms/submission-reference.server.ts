import { createHash } from 'node:crypto'

/** Crockford's base 32: digits and capitals without I, L, O and U, which are misheard or misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * The number a person reads out on the phone for their submission: nine letters and digits in
 * three groups (K7M-4QX-92D), made from its id, so it needs no column of its own. 45 bits: two
 * submissions share one about once in 35 trillion pairs.
 */
export function submissionReference(id: string): string {
  const digest = createHash('sha256').update(`reference:${id}`).digest()
  let bits = 0n
  for (const byte of digest.subarray(0, 6)) bits = (bits << 8n) | BigInt(byte)
  let characters = ''
  for (let index = 0; index < 9; index++) characters += ALPHABET[Number((bits >> BigInt(3 + 5 * index)) & 31n)]
  return `${characters.slice(0, 3)}-${characters.slice(3, 6)}-${characters.slice(6)}`
}
