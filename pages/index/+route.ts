import type { PageContext } from 'vike/types'
import { homePaths } from './home-routes.ts'

export default function route({ urlPathname }: PageContext) {
  return homePaths.includes(urlPathname)
}
