import { layoutData } from '../../renderer/layout-data.ts'
import { getSiteContent } from '../../lib/content/site-content.server.ts'

export function data() {
  const content = getSiteContent()
  const { research } = content.settings
  return {
    ...layoutData(content, { title: `${research.heading} | ${content.settings.name}`, description: research.intro, path: '/research' }),
    research,
    projects: content['research-projects'],
  }
}

export type Data = ReturnType<typeof data>
