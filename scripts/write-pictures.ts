/**
 * After `vike build`: writes the resized files of every photo the content names (AVIF, WebP, JPEG
 * at the widths its place needs, see lib/pictures/) and removes the originals Vite copied from public/.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentFolder } from '../lib/content/content-folder.ts'
import { contentPictures } from '../lib/content/content-pictures.ts'
import { loadContentOnce } from '../lib/content/load-content-once.server.ts'
import { publicFolder } from '../lib/content/public-folder.ts'
import { removeOriginals } from '../tools/pictures/remove-originals.ts'
import { writePictures } from '../tools/pictures/write-pictures.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const outDir = join(root, 'dist/client')
const { content } = loadContentOnce(root, contentFolder(root))
if (!content) throw new Error('The content has problems: run `npm run check:content`.')

const { written, encoded } = await writePictures(contentPictures(content), {
  publicDir: publicFolder(root),
  outDir,
  // Beside the other tools' caches: kept between builds, gone with a fresh npm ci.
  cacheDir: join(root, 'node_modules/.cache/senseahead-pictures'),
})
const removed = removeOriginals(publicFolder(root), outDir)
console.log(`Wrote ${written} picture files (${encoded} encoded, ${written - encoded} from the cache); originals removed from the build: ${removed}.`)
