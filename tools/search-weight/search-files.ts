import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The folder of the built site that holds the search: Pagefind's code and the index (tools/search-index/). */
export const SEARCH_PATH = '/pagefind/'

/** The bytes a file of the build is sent as: its brotli copy when the build made one, as the server prefers it. */
export function sentBytes(file: string): number {
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size
}

/** The size of the search index proper, without Pagefind's code: its word lists, fragments and metadata, as sent. */
export function searchIndexBytes(searchFolder: string): number {
  return readdirSync(searchFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /^(index|fragment)[\\/]|\.pf_meta$/.test(file))
    .reduce((total, file) => total + sentBytes(join(searchFolder, file)), 0)
}
