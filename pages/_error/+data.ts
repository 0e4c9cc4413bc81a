import { layoutData } from '#renderer/layout-data.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { mainPages } from '../_components/main-pages/main-pages.ts'

export function data() {
  const content = getSiteContent()
  return {
    ...layoutData(content, {
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist.',
      path: '/404',
    }),
    /** Where a lost visitor can start again. */
    mainPages: mainPages(content),
  }
}

export type Data = ReturnType<typeof data>
