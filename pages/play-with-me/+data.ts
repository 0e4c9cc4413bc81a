import { getSiteContent } from '#lib/content/site-content.server.ts'
import { sectionPageLayout } from '../_components/section-page/section-page-layout.ts'

export function data() {
  const content = getSiteContent()
  return { ...sectionPageLayout(content, 'playWithMe', '/play-with-me'), playWithMe: content.settings.playWithMe, games: content.games }
}

export type Data = ReturnType<typeof data>
