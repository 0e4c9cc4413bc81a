import type { SiteContent } from '#lib/content/collections.ts'
import { layoutData } from '#renderer/layout-data.ts'

/** The pages whose heading and introduction are a part of the site settings. */
type SectionPage = 'research' | 'playWithMe'

/** Layout data of a page titled and described by its part of the settings. */
export function sectionPageLayout(content: SiteContent, page: SectionPage, path: string) {
  const { heading, intro } = content.settings[page]
  return layoutData(content, { title: `${heading} | ${content.settings.name}`, description: intro, path })
}
