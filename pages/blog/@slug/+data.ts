import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { layoutData } from '../../../renderer/layout-data.ts'
import { pictureSlots } from '../../../lib/pictures/picture-slots.ts'
import { getSiteContent } from '../../../lib/content/site-content.server.ts'
import { blogPostingData } from '../../_components/structured-data/blog-posting-data.ts'

export function data({ routeParams }: PageContextServer) {
  const content = getSiteContent()
  const post = content['blog-posts'].find((entry) => entry.slug === routeParams.slug && !entry.link)
  if (!post) throw render(404)
  return {
    ...layoutData(content, {
      title: `${post.title} | ${content.settings.name}`,
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      type: 'article',
      image: { path: post.image, alt: post.imageAlt, slot: pictureSlots.story },
      structuredData: [blogPostingData(post, content.settings.siteUrl)],
    }),
    post,
  }
}

export type Data = ReturnType<typeof data>
