import { layoutData } from '../../renderer/layout-data.ts'
import { getSiteContent } from '../../lib/content/site-content.server.ts'

export function data() {
  const content = getSiteContent()
  const { playWithMe } = content.settings
  return {
    ...layoutData(content, { title: `${playWithMe.heading} | ${content.settings.name}`, description: playWithMe.intro, path: '/play-with-me' }),
    playWithMe,
    games: content.games,
  }
}

export type Data = ReturnType<typeof data>
