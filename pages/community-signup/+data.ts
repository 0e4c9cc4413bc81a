import { getSiteContent } from '#lib/content/site-content.server.ts'
import { signupPageData } from '../_components/signup-layout/signup-page-data.ts'

export function data() {
  return signupPageData(getSiteContent(), 'community-signup')
}

export type Data = ReturnType<typeof data>
