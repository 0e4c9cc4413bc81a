import { latestOnHome } from '#lib/content/latest-on-home.ts'
import { newestFirst } from '#lib/content/newest-first.ts'
import { siteContent } from './site-content.ts'

const { perPage } = siteContent.settings.community

/** A podcast or blog card as a visitor meets it: its title, and where its button leads. */
export interface ListedStory {
  title: string
  date: string
  href: string
  external: boolean
}

/**
 * The lists of every episode (/podcasts) and every post (/blog), newest first, as the content the
 * build was made from holds them: the home page's tabs show the first `latestOnHome` of each, and
 * each list's pages show `perPage` at a time, the first at the list's path, the others at
 * `<path>/page/<n>`.
 */
export const storyLists = [
  {
    path: '/podcasts',
    heading: 'Podcasts',
    tab: 'Podcasts',
    action: 'Listen Now',
    allLabel: 'All Podcasts',
    stories: newestFirst(siteContent.podcasts).map((episode): ListedStory => ({
      title: episode.title,
      date: episode.date,
      href: episode.audioUrl ?? `/podcasts/${episode.slug}`,
      external: Boolean(episode.audioUrl),
    })),
  },
  {
    path: '/blog',
    heading: 'Blog Posts',
    tab: 'Blog Posts',
    action: 'Read More',
    allLabel: 'All Blog Posts',
    stories: newestFirst(siteContent['blog-posts']).map((post): ListedStory => ({
      title: post.title,
      date: post.date,
      href: post.link ?? `/blog/${post.slug}`,
      external: Boolean(post.link),
    })),
  },
].map((list) => {
  const pageCount = Math.max(1, Math.ceil(list.stories.length / perPage))
  return {
    ...list,
    onHome: latestOnHome(list.stories, siteContent.settings),
    pages: Array.from({ length: pageCount }, (_, index) => ({
      number: index + 1,
      path: index === 0 ? list.path : `${list.path}/page/${index + 1}`,
      /** The page's title before the site's name: each page has its own, for search results and tabs. */
      title: index === 0 ? list.heading : `${list.heading}, page ${index + 1} of ${pageCount}`,
      stories: list.stories.slice(index * perPage, (index + 1) * perPage),
    })),
  }
})
