import { open } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import fresh from 'fresh'
import { getRequestHeader, send, setResponseHeader, setResponseHeaders, setResponseStatus, type H3Event } from 'h3'
import { byteRange, type ByteRange } from './byte-range.server.ts'
import { contentTypeOf } from './content-type-of.server.ts'
import { entityTag } from './entity-tag.server.ts'
import type { fileBodies } from './file-bodies.server.ts'
import type { FileVariants } from './find-file-variants.server.ts'
import { ifRangeMatches } from './if-range-matches.server.ts'
import { preferredCodings } from './preferred-codings.server.ts'

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
