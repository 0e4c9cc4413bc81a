/** After `vike build`: writes the site's search index (Pagefind) from the prerendered pages into dist/client/pagefind/. */
import { fileURLToPath } from 'node:url'
import { contentFolder } from '../lib/content/content-folder.ts'
import { loadContentOnce } from '../lib/content/load-content-once.server.ts'
import { writeSearchIndex } from '../tools/search-index/write-search-index.ts'

const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))
const { content } = loadContentOnce(process.cwd(), contentFolder(process.cwd()))
if (!content) throw new Error('The content has problems: run `npm run check:content`.')

const { pages, records } = await writeSearchIndex(clientRoot, content)
console.log(`Wrote the search index: ${pages} pages and ${records} entries without a page here.`)
