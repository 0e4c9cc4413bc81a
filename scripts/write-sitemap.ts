/** After `vike build`: writes sitemap.xml and robots.txt for the prerendered pages. */
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { homeSectionRoutes } from '../pages/index/home-routes.ts'
import { contentFolder } from '../lib/content/content-folder.ts'
import { loadContentOnce } from '../lib/content/load-content-once.server.ts'
import { pagePathOf, sitemapFiles } from '../tools/sitemap/sitemap-files.ts'

const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))
const { content } = loadContentOnce(process.cwd(), contentFolder(process.cwd()))
if (!content) throw new Error('The content has problems: run `npm run check:content`.')

const htmlFiles = (await readdir(clientRoot, { recursive: true })).filter((file) => file.endsWith('.html'))
const paths = htmlFiles.map((file) => pagePathOf(file, Object.keys(homeSectionRoutes))).filter((path) => path !== undefined)
const { sitemap, robots } = sitemapFiles(content.settings.siteUrl, paths)
await Promise.all([writeFile(join(clientRoot, 'sitemap.xml'), sitemap), writeFile(join(clientRoot, 'robots.txt'), robots)])
console.log(`Wrote sitemap.xml with ${paths.length} pages, and robots.txt.`)
