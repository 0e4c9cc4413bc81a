import type { Stats } from 'node:fs'
import type { ContentCoding } from './content-coding.server.ts'

/**
 * A strong entity tag for one representation: the file's size and modification time, and for a
 * compressed file the coding as well. Strong tags promise byte-for-byte equality, and a gzip body
 * never equals the brotli or plain one, so each coding gets a tag of its own even when two of its
 * files share size and time. Strong tags are what If-Range needs to resume a download safely.
 */
export function entityTag(stats: Stats, coding: ContentCoding): string {
  const tag = `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}`
  return coding === 'identity' ? `"${tag}"` : `"${tag}-${coding}"`
}
