import type { Stats } from 'node:fs'
import { open } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import fresh from 'fresh'
import { getRequestHeader, send, setResponseHeader, setResponseHeaders, setResponseStatus, type H3Event } from 'h3'
import mime from 'mime'
import parseRange from 'range-parser'
import type { fileBodies } from './file-bodies.server.ts'
import type { ContentCoding, FileVariants } from './find-file.server.ts'

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
function byteRange(header: string, size: number): ByteRange {
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

/**
 * Whether an If-Range header (RFC 9110, section 13.1.5) still names the file: then the range is
 * sent, otherwise the whole file, since the part the client holds belongs to an older version.
 * An entity tag must match strongly (a weak tag never does); a date must equal Last-Modified.
 */
function ifRangeMatches(header: string | undefined, etag: string, lastModified: string): boolean {
  if (header === undefined) return true
  const value = header.trim()
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag && !etag.startsWith('W/')
  const date = Date.parse(value)
  return !Number.isNaN(date) && date === Date.parse(lastModified)
}

/**
 * A strong entity tag for one representation: the file's size and modification time, and for a
 * compressed file the coding as well. Strong tags promise byte-for-byte equality, and a gzip body
 * never equals the brotli or plain one, so each coding gets a tag of its own even when two of its
 * files share size and time. Strong tags are what If-Range needs to resume a download safely.
 */
function entityTag(stats: Stats, coding: ContentCoding): string {
  const tag = `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}`
  return coding === 'identity' ? `"${tag}"` : `"${tag}-${coding}"`
}

/** The Content-Type for a file name, with the charset for text: every text file in the build is UTF-8. */
function contentTypeOf(fileName: string): string {
  const type = mime.getType(fileName) ?? 'application/octet-stream'
  return /^text\/|javascript|json|xml|svg/.test(type) ? `${type}; charset=utf-8` : type
}

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

export interface SendFileOptions {
  /** The status of a full answer: 200 for a file, 404 for the not-found page. */
  status: 200 | 404
  /**
   * Answer If-None-Match and If-Modified-Since with 304, and Range with 206 or 416. Only for the
   * file the URL names: the not-found page must always come whole with its 404.
   */
  validators: boolean
  /** Small files' contents kept in memory, so most answers need no disk at all. */
  bodies: ReturnType<typeof fileBodies>
}

/**
 * Sends one of a file's variants: the precompressed one the client prefers, or for a byte range the
 * plain file, since ranges count bytes of the file itself. HEAD gets the same headers as GET and no
 * body. Resolves to false, having sent nothing, when the file vanished after it was found (a rebuild
 * under a running server).
 */
export async function sendFile(event: H3Event, variants: FileVariants, { status, validators, bodies }: SendFileOptions): Promise<boolean> {
  const requestHeaders = event.node.req.headers
  let coding = preferredCodings(getRequestHeader(event, 'accept-encoding')).find((name) => name === 'identity' || variants.compressed[name]) ?? 'identity'

  // RFC 9110 has servers ignore Range on any method but GET, HEAD included: HEAD answers 200.
  const rangeHeader = validators && event.method === 'GET' ? getRequestHeader(event, 'range') : undefined
  let range: ByteRange = { kind: 'whole' }
  if (rangeHeader !== undefined) {
    const { stats } = variants.identity
    if (ifRangeMatches(getRequestHeader(event, 'if-range'), entityTag(stats, 'identity'), stats.mtime.toUTCString())) range = byteRange(rangeHeader, stats.size)
    if (range.kind !== 'whole') coding = 'identity'
  }

  const file = coding === 'identity' ? variants.identity : variants.compressed[coding]!
  // A small file comes from memory, with the stats it was read with; any other is opened now.
  const body = await bodies.read(file.path, file.stats)
  const handle = body ? undefined : await open(file.path).catch(() => undefined)
  if (!body && !handle) return false
  let handleGivenAway = false
  try {
    // Headers and body describe the same bytes: the stats the body was read with, or the opened file's.
    const stats = handle ? await handle.stat() : file.stats
    const etag = entityTag(stats, coding)
    const lastModified = stats.mtime.toUTCString()
    setResponseStatus(event, status)
    // The answer depends on Accept-Encoding whenever a compressed variant exists, even for a
    // client that gets the plain file: caches must not hand that to a brotli client, or vice versa.
    if (Object.keys(variants.compressed).length > 0) setResponseHeader(event, 'vary', 'accept-encoding')
    if (validators) {
      setResponseHeaders(event, { etag, 'last-modified': lastModified, 'accept-ranges': 'bytes' })
      // fresh compares If-None-Match weakly, lists and * included, and lets it override
      // If-Modified-Since; it reads the Last-Modified header, which has whole seconds, as HTTP dates do.
      if (fresh(requestHeaders, { etag, 'last-modified': lastModified })) {
        setResponseStatus(event, 304)
        await send(event)
        return true
      }
    }
    if (range.kind !== 'whole') range = byteRange(rangeHeader!, stats.size)
    if (range.kind === 'unsatisfiable') {
      setResponseStatus(event, 416)
      setResponseHeader(event, 'content-range', `bytes */${stats.size}`)
      await send(event)
      return true
    }
    setResponseHeader(event, 'content-type', contentTypeOf(variants.identity.path))
    if (coding !== 'identity') setResponseHeader(event, 'content-encoding', coding)
    const { start, end } = range.kind === 'part' ? range : { start: 0, end: stats.size - 1 }
    if (range.kind === 'part') {
      setResponseStatus(event, 206)
      setResponseHeader(event, 'content-range', `bytes ${start}-${end}/${stats.size}`)
    }
    setResponseHeader(event, 'content-length', end - start + 1)
    if (event.method === 'HEAD' || end < start) {
      await send(event)
      return true
    }

    if (body) {
      await send(event, body.subarray(start, end + 1))
      return true
    }
    if (!event.node.res.socket) {
      // h3's web and plain handlers, which tests use, have no socket to stream to, nor a way to say
      // when their reader stops reading, so the bytes are read here and the file closed at once.
      const { buffer, bytesRead } = await handle!.read(Buffer.alloc(end - start + 1), 0, end - start + 1, start)
      await send(event, buffer.subarray(0, bytesRead))
      return true
    }
    const stream = handle!.createReadStream({ start, end })
    handleGivenAway = true
    // pipeline closes the file when the client goes away mid-body, which video players do on every
    // seek; h3's sendStream would leave the file open and the request's promise pending.
    // A failed pipeline has already closed both ends: the client left, or the read failed.
    await pipeline(stream, event.node.res).catch(() => undefined)
    return true
  } finally {
    if (!handleGivenAway) await handle?.close()
  }
}
