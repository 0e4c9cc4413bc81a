import { homePaths } from './home-routes.ts'

export default function onBeforePrerenderStart() {
  return homePaths
}
