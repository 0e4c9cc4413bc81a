/** After `vike build`: writes .br and .gz beside every text file, so the server never compresses at request time. */
import { fileURLToPath } from 'node:url'
import { compressBuild } from '../tools/compress-build/compress-build.ts'

const { files, source, brotli, gzip } = await compressBuild(fileURLToPath(new URL('../dist/client/', import.meta.url)))
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
console.log(`Compressed ${files} files of ${kb(source)}: ${kb(brotli)} with brotli, ${kb(gzip)} with gzip.`)
