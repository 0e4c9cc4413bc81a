import * as Tabs from '@radix-ui/react-tabs'
import type { BlogPost, Podcast } from '../../lib/content/collections.ts'
import { StoryCard } from './story-card.tsx'
import { storyLink } from './story-link.ts'
import type { blogPostCardFields } from './blog-post-card-fields.ts'
import type { podcastCardFields } from './podcast-card-fields.ts'
import './_community-tabs.scss'

export type TabPodcast = Pick<Podcast, (typeof podcastCardFields)[number]>
export type TabBlogPost = Pick<BlogPost, (typeof blogPostCardFields)[number]>

/** 'Podcasts' (shown first) and 'Blog Posts', as tabs. */
export function CommunityTabs({ podcasts, blogPosts }: { podcasts: TabPodcast[]; blogPosts: TabBlogPost[] }) {
  const tabs = [
    {
      value: 'podcasts',
      label: 'Podcasts',
      cards: podcasts.map((podcast) => ({
        ...podcast,
        text: podcast.description,
        byline: `${podcast.host} · ${podcast.durationMinutes} min`,
        action: 'Listen Now' as const,
        link: storyLink('podcasts', podcast.slug, podcast.audioUrl),
      })),
    },
    {
      value: 'blogs',
      label: 'Blog Posts',
      cards: blogPosts.map((post) => ({
        ...post,
        text: post.excerpt,
        byline: `${post.author} · ${post.readTimeMinutes} min read`,
        action: 'Read More' as const,
        link: storyLink('blog', post.slug, post.link),
      })),
    },
  ]
  return (
    <Tabs.Root className="community-tabs" defaultValue="podcasts">
      <Tabs.List className="community-tabs__list" aria-label="Voices & Stories">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} className="community-tabs__tab" value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} className="community-tabs__panel" value={tab.value}>
          <ul className="grid grid--3">
            {tab.cards.map((card) => (
              <li key={card.slug}>
                <StoryCard {...card} />
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
