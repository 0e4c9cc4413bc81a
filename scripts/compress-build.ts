/** After `vike build`: writes .br and .gz beside every text file, so the server never compresses at request time. */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512

const root = fileURLToPath(new URL('../dist/client/', import.meta.url))
const files = (await readdir(root, { recursive: true })).filter((file) => COMPRESSIBLE.test(file))

let written = 0
for (const file of files) {
  const path = join(root, file)
  const source = await readFile(path)
  if (source.length < MIN_BYTES) continue
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: 9 }),
  ])
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
  written += 1
}
console.log(`Compressed ${written} files (brotli and gzip).`)
