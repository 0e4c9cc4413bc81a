import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { builtPagePaths } from './built-page-paths.ts'
import { sitemapFiles } from './sitemap-files.ts'

/** Writes sitemap.xml and robots.txt for the pages prerendered into `clientRoot`; gives how many pages it lists. */
export async function writeSitemap(clientRoot: string, siteUrl: string): Promise<number> {
  const paths = builtPagePaths(clientRoot)
  const { sitemap, robots } = sitemapFiles(siteUrl, paths)
  await Promise.all([writeFile(join(clientRoot, 'sitemap.xml'), sitemap), writeFile(join(clientRoot, 'robots.txt'), robots)])
  return paths.length
}
