import { readFileSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The sizes of one file and of the two compressed copies written beside it. */
export interface CompressedSizes {
  source: number
  brotli: number
  gzip: number
}

/**
 * Writes `<path>.br` and `<path>.gz`: gzip at its best level, brotli at `brotliQuality` (11, its
 * best, unless the caller has a reason to trade size for time).
 */
export function compressFile(path: string, brotliQuality: number): CompressedSizes {
  const source = readFileSync(path)
  const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
  const gzip = gzipSync(source, { level: 9 })
  writeFileSync(`${path}.br`, brotli)
  writeFileSync(`${path}.gz`, gzip)
  return { source: source.length, brotli: brotli.length, gzip: gzip.length }
}
