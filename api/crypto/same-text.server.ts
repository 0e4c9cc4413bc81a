import { timingSafeEqual } from 'node:crypto'

/** Compares two secrets in a time that does not tell how much of them matched; texts of different byte lengths are simply different. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
