import { getSiteContent } from '#lib/content/site-content.server.ts'
import { storyKinds } from '#pages/_components/story-page/story-kinds.ts'

/** Only episodes published elsewhere (with an audio address) have no page here. */
export default () => storyKinds.podcasts.paths(getSiteContent())
