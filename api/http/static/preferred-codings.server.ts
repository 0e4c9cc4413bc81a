import type { ContentCoding } from './content-coding.server.ts'

/** Smallest first: on equal preference brotli wins over gzip, and both over the plain file. */
const SMALLEST_FIRST: readonly ContentCoding[] = ['br', 'gzip', 'identity']
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

/**
 * The content codings an Accept-Encoding header (RFC 9110, section 12.5.3) lets us send, best
 * first: by the client's quality values, then smallest first. Names are case-insensitive,
 * `x-gzip` means gzip, `q=0` refuses a coding and `*` stands for every coding not named.
 *
 * The plain file always comes last, even when the header refuses it (`identity;q=0` or `*;q=0`):
 * no browser sends that, and a plain answer serves such a client better than 406 Not Acceptable.
 * Without the header, only the plain file is offered: a client that says nothing (curl, scripts)
 * may not be able to decode anything else.
 */
export function preferredCodings(header: string | undefined): ContentCoding[] {
  if (header === undefined) return ['identity']
  const quality = new Map<string, number>()
  for (const entry of header.split(',')) {
    const [rawName = '', ...parameters] = entry.split(';').map((part) => part.trim())
    const name = rawName.toLowerCase() === 'x-gzip' ? 'gzip' : rawName.toLowerCase()
    if (!name) continue
    const q = parameters.find((parameter) => /^q\s*=/i.test(parameter))?.replace(/^q\s*=\s*/i, '')
    // An entry with a malformed quality value is dropped rather than guessed at.
    if (q !== undefined && !QUALITY.test(q)) continue
    quality.set(name, q === undefined ? 1 : Number(q))
  }
  const wildcard = quality.get('*')
  const qualityOf = (coding: ContentCoding) => quality.get(coding) ?? wildcard ?? 0
  const ranked = SMALLEST_FIRST.filter((coding) => qualityOf(coding) > 0).sort((a, b) => qualityOf(b) - qualityOf(a))
  return ranked.includes('identity') ? ranked : [...ranked, 'identity']
}
