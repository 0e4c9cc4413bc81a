import { randomBytes, createHash, timingSafeEqual } from 'node:crypto'

/** 256 random bits, as URL-safe text: a session id, a sign-in token or an OAuth state. */
export const newSecret = () => randomBytes(32).toString('base64url')

/** What the store keeps of a session id or a sign-in token: its SHA-256, never the value itself. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url')

/** Compares two secrets in a time that does not tell how much of them matched; texts of different byte lengths are simply different. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
