import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { homeSectionRoutes } from '#pages/index/home-routes.ts'
import { pagePathOf, sitemapFiles } from './sitemap-files.ts'

/** Writes sitemap.xml and robots.txt for the pages prerendered into `clientRoot`; gives how many pages it lists. */
export async function writeSitemap(clientRoot: string, siteUrl: string): Promise<number> {
  const htmlFiles = (await readdir(clientRoot, { recursive: true })).filter((file) => file.endsWith('.html'))
  const paths = htmlFiles.map((file) => pagePathOf(file, Object.keys(homeSectionRoutes))).filter((path) => path !== undefined)
  const { sitemap, robots } = sitemapFiles(siteUrl, paths)
  await Promise.all([writeFile(join(clientRoot, 'sitemap.xml'), sitemap), writeFile(join(clientRoot, 'robots.txt'), robots)])
  return paths.length
}
