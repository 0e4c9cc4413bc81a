import { readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { createError, defineEventHandler, serveStatic, setResponseHeader, setResponseStatus, type H3Event } from 'h3'
import mime from 'mime'
import { resolveInside } from './resolve-inside.server.ts'

const ENCODINGS = { br: '.br', gzip: '.gz' } as const
const encodingOfSuffix = new Map<string, string>(Object.entries(ENCODINGS).map(([encoding, suffix]) => [suffix, encoding]))
/** Vite puts a content hash in every file name under /assets/, so those never change. */
const IMMUTABLE = /^\/assets\//

/**
 * Serves the prerendered site from `root` (the build's client folder): precompressed .br and .gz
 * files when the browser accepts them, long caching for hashed assets, and the prerendered
 * not-found page with status 404 for any other path.
 */
export function staticFiles(root: string) {
  const base = resolve(root)
  const fileOf = (id: string) => resolveInside(base, id)

  const getMeta = async (id: string) => {
    const file = fileOf(id)
    if (!file) return undefined
    const stats = await stat(file).catch(() => undefined)
    if (!stats?.isFile()) return undefined
    const suffix = id.slice(id.lastIndexOf('.'))
    const encoding = encodingOfSuffix.get(suffix)
    const original = encoding ? id.slice(0, -suffix.length) : id
    return {
      type: withCharset(mime.getType(original) ?? 'application/octet-stream'),
      encoding,
      size: stats.size,
      mtime: stats.mtime,
      etag: `"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`,
    }
  }

  return defineEventHandler(async (event) => {
    // The raw path, before URL parsing folds away any "..", so an escape attempt is seen and refused.
    const pathname = event.path.split('?')[0]!
    if (!fileOf(pathname)) throw createError({ statusCode: 400, statusMessage: 'Bad path' })
    if (event.method !== 'GET' && event.method !== 'HEAD') return
    preferSmallestEncoding(event)
    setResponseHeader(event, 'cache-control', IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache')
    const served = await serveStatic(event, {
      getMeta,
      getContents: (id) => readFile(fileOf(id)!),
      encodings: ENCODINGS,
      fallthrough: true,
    })
    if (served === false) return notFoundPage(event, base)
    return served
  })
}

async function notFoundPage(event: H3Event, base: string) {
  setResponseStatus(event, 404)
  setResponseHeader(event, 'content-type', 'text/html; charset=utf-8')
  setResponseHeader(event, 'cache-control', 'no-cache')
  return readFile(resolve(base, '404.html'))
}

/**
 * h3 picks encodings in the order the header lists them, and browsers list gzip before br. Rewrite
 * the header to the accepted encodings, smallest first, so brotli wins when it is accepted.
 */
function preferSmallestEncoding(event: H3Event) {
  const accepted = (event.node.req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || Number(quality.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name!.trim())
  event.node.req.headers['accept-encoding'] = Object.keys(ENCODINGS).filter((name) => accepted.includes(name)).join(', ')
}

function withCharset(type: string) {
  return /^text\/|javascript|json|xml|svg/.test(type) ? `${type}; charset=utf-8` : type
}
