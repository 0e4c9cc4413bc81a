import type { SiteContent } from '#lib/content/collections.ts'
import { storyIndexes } from '../story-index/story-indexes.ts'

/** The places a visitor who did not find what they looked for can start again from: the site's main pages and the home page's main sections. */
export function mainPages(content: SiteContent): { label: string; href: string }[] {
  const { settings } = content
  return [
    { label: 'Home page', href: '/' },
    { label: settings.research.heading, href: '/research' },
    { label: settings.playWithMe.heading, href: '/play-with-me' },
    { label: storyIndexes.blog.heading, href: storyIndexes.blog.path },
    { label: storyIndexes.podcasts.heading, href: storyIndexes.podcasts.path },
    ...content['signup-pages'].map((page) => ({ label: page.heading, href: `/${page.slug}` })),
    { label: settings.advisoryBoard.heading, href: '/#advisors' },
    { label: settings.partnersSection.heading, href: '/#supporting-orgs' },
    { label: 'Contact Us', href: '/#contact' },
  ]
}
