import parseRange from 'range-parser'

export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' }

/** A suffix range, `-500` in `bytes=-500` or `bytes=0-9, -500`, with the separator before it. */
const SUFFIX = /([=,])\s*-\s*(\d+)/g

/**
 * What a Range header (RFC 9110, section 14) asks of a file of `size` bytes. A malformed header,
 * another unit than bytes, or several ranges that do not merge into one get the whole file with
 * 200, which the RFC allows: browsers and media players ask for one range at a time, so
 * multipart/byteranges answers are not worth their complexity. A range starting at or past the
 * end, one whose last byte comes before its first, and any range of an empty file cannot be
 * satisfied (416).
 */
export function byteRange(header: string, size: number): ByteRange {
  const unit = header.includes('=') ? header.slice(0, header.indexOf('=')).trim().toLowerCase() : ''
  if (unit !== 'bytes') return { kind: 'whole' }
  // A suffix longer than the file means the whole file, but range-parser 1.3.0 calls it
  // unsatisfiable (fixed upstream after that release): shorten such suffixes to the file's size.
  const clamped = header.replace(SUFFIX, (suffix, separator: string, length: string) => (Number(length) > size ? `${separator}-${size}` : suffix))
  const ranges = parseRange(size, clamped, { combine: true })
  if (ranges === -1) return { kind: 'unsatisfiable' }
  if (ranges === -2 || ranges.length !== 1) return { kind: 'whole' }
  return { kind: 'part', start: ranges[0]!.start, end: ranges[0]!.end }
}
