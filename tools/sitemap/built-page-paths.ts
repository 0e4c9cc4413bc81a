import { readdirSync } from 'node:fs'
import { homeSectionRoutes } from '#pages/index/home-routes.ts'
import { pagePathOf } from './sitemap-files.ts'

/** The path of every page prerendered into `clientRoot` that a visitor opens by its address: the sitemap's pages. */
export function builtPagePaths(clientRoot: string): string[] {
  const htmlFiles = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  return htmlFiles.map((file) => pagePathOf(file, Object.keys(homeSectionRoutes))).filter((path) => path !== undefined)
}
