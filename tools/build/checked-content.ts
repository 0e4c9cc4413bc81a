import type { SiteContent } from '#lib/content/collections.ts'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import { loadContentOnce } from '#lib/content/load-content-once.server.ts'

/** The content the build's first step checked and kept (see loadContentOnce): the steps after it are made from it. */
export function checkedContent(root: string): SiteContent {
  const { content } = loadContentOnce(root, contentFolder(root))
  if (!content) throw new Error('The content has problems: run `npm run check:content`.')
  return content
}
