import { getSiteContent } from '#lib/content/site-content.server.ts'
import { storyKinds } from '#pages/_components/story-page/story-kinds.ts'

/** Only posts published elsewhere (with a link) have no page here. */
export default () => storyKinds.blog.paths(getSiteContent())
