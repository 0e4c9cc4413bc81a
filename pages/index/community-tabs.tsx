import * as Tabs from '@radix-ui/react-tabs'
import { blogPostCard, type BlogPostCardEntry } from '../_components/story-card/blog-post-card.ts'
import { podcastCard, type PodcastCardEntry } from '../_components/story-card/podcast-card.ts'
import { StoryCard } from '../_components/story-card/story-card.tsx'
import { storyIndexes } from '../_components/story-index/story-indexes.ts'
import './_community-tabs.scss'

/** 'Podcasts' (shown first) and 'Blog Posts', as tabs: the newest few of each, and a link to all of them. */
export function CommunityTabs({ podcasts, blogPosts }: { podcasts: PodcastCardEntry[]; blogPosts: BlogPostCardEntry[] }) {
  const tabs = [
    { value: 'podcasts', index: storyIndexes.podcasts, cards: podcasts.map(podcastCard) },
    { value: 'blogs', index: storyIndexes.blog, cards: blogPosts.map(blogPostCard) },
  ]
  return (
    <Tabs.Root className="community-tabs" defaultValue="podcasts">
      <Tabs.List className="community-tabs__list" aria-label="Voices & Stories">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} className="community-tabs__tab" value={tab.value}>
            {tab.index.heading}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} className="community-tabs__panel" value={tab.value}>
          <ul className="grid grid--3">
            {tab.cards.map((card) => (
              <li key={card.slug}>
                <StoryCard {...card} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="community-tabs__all">
            <a className="button button--primary" href={tab.index.path}>
              {tab.index.allLabel}
            </a>
          </p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
