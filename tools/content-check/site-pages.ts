import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteContent } from '#lib/content/collections.ts'
import { homePaths, homeSectionRoutes } from '#pages/index/home-routes.ts'
import { storyIndexPaths } from '#pages/_components/story-index/story-index-paths.server.ts'
import { storyLists } from '#pages/_components/story-index/story-lists.ts'
import { storyKinds } from '#pages/_components/story-page/story-kinds.ts'

/** The project's own route folders, whatever content folder is checked. */
const PAGES = fileURLToPath(new URL('../../pages', import.meta.url))

/** The pages the build makes, each with the ids of the sections a link may open at (none known: an empty set). */
export type SitePages = ReadonlyMap<string, ReadonlySet<string>>

/**
 * Every page the build makes of `content`, from the functions the prerender takes them from: the
 * route folders of `pagesFolder` (pages/research/+Page.tsx is /research; a folder starting with _
 * is none, and a folder with a route or a parameter of its own is named by its prerender hook),
 * the home page's section addresses, the stories' pages and the pages of their lists. The home
 * page's addresses each open at the sections of home-routes.ts.
 */
export function sitePages(content: SiteContent, pagesFolder = PAGES): SitePages {
  const pageFolders = readdirSync(pagesFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('+Page.tsx'))
    .map((file) => dirname(file).split(/[\\/]/))
  const routed = new Set(
    readdirSync(pagesFolder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('+route.ts'))
      .map((file) => join(dirname(file))),
  )
  const fromFolders = pageFolders
    .filter((segments) => !segments.some((segment) => segment.startsWith('_') || segment.startsWith('@')) && !routed.has(join(...segments)))
    .map((segments) => `/${segments.filter((segment) => segment !== 'index').join('/')}`)
  const sections = new Set(Object.values(homeSectionRoutes))
  const pages = new Map<string, ReadonlySet<string>>()
  for (const path of [
    ...fromFolders,
    ...Object.values(storyKinds).flatMap((kind) => kind.paths(content)),
    ...Object.values(storyLists).flatMap((list) => storyIndexPaths(list, content)),
  ]) {
    pages.set(path, new Set())
  }
  for (const path of homePaths) pages.set(path, sections)
  return pages
}
