import { getSiteContent } from '../../../lib/content/site-content.server.ts'

/** Only posts published elsewhere (with a link) have no page here. */
export default function onBeforePrerenderStart() {
  return getSiteContent()
    ['blog-posts'].filter((post) => !post.link)
    .map((post) => `/blog/${post.slug}`)
}
