import { realpath } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createError, defineEventHandler, setResponseHeader } from 'h3'
import { shortLivedCache } from '#api/short-lived-cache.server.ts'
import { fileBodies } from './file-bodies.server.ts'
import { findFileVariants, resolveInside } from './find-file.server.ts'
import { sendFile } from './send-file.server.ts'

/** How long a file's lookup is trusted: a deployment that swaps the build is seen within this time. */
const LOOKUP_TTL_MS = 1000

/** Vite puts a content hash in every file name under /assets/, so those never change. */
const IMMUTABLE = /^\/assets\//

/**
 * Serves the prerendered site from `root` (the build's client folder): precompressed .br and .gz
 * files when the browser accepts them, byte ranges (Safari plays video only through them),
 * 304 answers to conditional requests, long caching for hashed assets, and the prerendered
 * not-found page with status 404 for any other path, including a symbolic link that leads out of
 * the build.
 */
export function staticFiles(root: string) {
  const base = resolve(root)
  // The root's real path is looked up again every second, not once: a deployment may swap a
  // symbolic link to the build for a new one while the server runs.
  const realRoot = shortLivedCache({ ttlMs: LOOKUP_TTL_MS, maxEntries: 1, load: () => realpath(base).catch(() => undefined) })
  const variantsOf = shortLivedCache({ ttlMs: LOOKUP_TTL_MS, maxEntries: 4096, load: (key) => findFileVariants(...(key.split('\0') as [string, string])) })
  const bodies = fileBodies()

  return defineEventHandler(async (event) => {
    // The raw path, before URL parsing folds away any "..", so an escape attempt is seen and refused.
    const pathname = event.path.split('?')[0]!
    const file = resolveInside(base, pathname)
    if (!file) throw createError({ statusCode: 400, statusMessage: 'Bad path' })
    if (event.method !== 'GET' && event.method !== 'HEAD') return
    const inside = await realRoot('')
    if (!inside) throw createError({ statusCode: 404, statusMessage: 'Not found' })
    const variants = await variantsOf(`${inside}\0${file}`)
    if (variants) {
      setResponseHeader(event, 'cache-control', IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache')
      if (await sendFile(event, variants, { status: 200, validators: true, bodies })) return
    }
    const page = await variantsOf(`${inside}\0${join(inside, '404.html')}`)
    setResponseHeader(event, 'cache-control', 'no-cache')
    if (!page || !(await sendFile(event, page, { status: 404, validators: false, bodies }))) {
      throw createError({ statusCode: 404, statusMessage: 'Not found' })
    }
  })
}
