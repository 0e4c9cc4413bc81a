import { getSiteContent } from '#lib/content/site-content.server.ts'
import { sectionPageLayout } from '../_components/section-page/section-page-layout.ts'

export function data() {
  const content = getSiteContent()
  return { ...sectionPageLayout(content, 'research', '/research'), research: content.settings.research, projects: content['research-projects'] }
}

export type Data = ReturnType<typeof data>
