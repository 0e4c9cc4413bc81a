/** After `vike build`: links one stylesheet from each page instead of several (see the tool). */
import { fileURLToPath } from 'node:url'
import { mergePageStylesheets } from '../tools/page-styles/merge-page-stylesheets.ts'

const { pages, stylesheets } = mergePageStylesheets(fileURLToPath(new URL('../dist/client/', import.meta.url)))
console.log(`Linked one stylesheet from each of ${pages} pages (${stylesheets.length} distinct).`)
