import { layoutData } from '#renderer/layout-data.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'

export function data() {
  return layoutData(getSiteContent(), {
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
    path: '/404',
  })
}

export type Data = ReturnType<typeof data>
