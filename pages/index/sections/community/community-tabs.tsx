import * as Tabs from '@radix-ui/react-tabs'
import { StoryCard, type StoryCardContent } from '#pages/_components/story-card/story-card.tsx'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'
import './_community-tabs.scss'

/**
 * 'Podcasts' (shown first) and 'Blog Posts', as tabs, named as the lists they come from. The cards
 * come built from the server, so the code that builds them is not shipped.
 */
export function CommunityTabs({ podcasts, blogPosts }: { podcasts: StoryCardContent[]; blogPosts: StoryCardContent[] }) {
  const tabs = [
    { value: 'podcasts', label: storyIndexes.podcasts.heading, cards: podcasts },
    { value: 'blogs', label: storyIndexes.blog.heading, cards: blogPosts },
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
                <StoryCard {...card} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
