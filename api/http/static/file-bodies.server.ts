import type { Stats } from 'node:fs'
import { open } from 'node:fs/promises'

/** The pages, scripts and styles of the build: all far smaller than this. Larger files (video) are streamed. */
const MAX_CACHED_FILE_BYTES = 512 * 1024
const MAX_CACHED_BYTES = 64 * 1024 * 1024

/**
 * The contents of the build's small files, kept in memory once read: the pages and their assets
 * are read from disk once, not at every request. An entry is keyed by the file's identity (inode,
 * size and modification time), so a file replaced on disk is read afresh. `read` resolves
 * undefined for a file too large to keep or one that changed since `stats` was taken; the caller
 * then streams it from disk.
 */
export function fileBodies() {
  const bodies = new Map<string, Promise<Buffer | undefined>>()
  let cachedBytes = 0
  const identity = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`

  async function load(path: string, stats: Stats): Promise<Buffer | undefined> {
    const handle = await open(path).catch(() => undefined)
    if (!handle) return undefined
    try {
      const current = await handle.stat()
      if (identity(current) !== identity(stats)) return undefined
      return await handle.readFile()
    } finally {
      await handle.close()
    }
  }

  return {
    read(path: string, stats: Stats): Promise<Buffer | undefined> {
      if (stats.size > MAX_CACHED_FILE_BYTES) return Promise.resolve(undefined)
      const key = `${path}\0${identity(stats)}`
      let body = bodies.get(key)
      if (!body) {
        if (cachedBytes + stats.size > MAX_CACHED_BYTES) {
          bodies.clear()
          cachedBytes = 0
        }
        body = load(path, stats)
        bodies.set(key, body)
        cachedBytes += stats.size
        // A file that could not be read is not remembered: the next request tries again.
        void body.then((read) => {
          if (!read && bodies.get(key) === body) {
            bodies.delete(key)
            cachedBytes -= stats.size
          }
        })
      }
      return body
    },
  }
}
