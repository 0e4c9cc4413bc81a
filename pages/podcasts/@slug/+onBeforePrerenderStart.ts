import { getSiteContent } from '../../../lib/content/site-content.server.ts'

/** Only episodes published elsewhere (with an audio address) have no page here. */
export default function onBeforePrerenderStart() {
  return getSiteContent()
    .podcasts.filter((podcast) => !podcast.audioUrl)
    .map((podcast) => `/podcasts/${podcast.slug}`)
}
