import * as Tabs from '@radix-ui/react-tabs'
import type { BlogPost, Podcast } from '../../lib/content/collections.ts'
import { StoryCard } from './story-card.tsx'
import { storyLink } from './story-link.ts'
import './_community-tabs.scss'

export type TabPodcast = Pick<Podcast, 'slug' | 'title' | 'description' | 'host' | 'durationMinutes' | 'date' | 'category' | 'audioUrl' | 'image'>
export type TabBlogPost = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'author' | 'date' | 'readTimeMinutes' | 'category' | 'link' | 'image'>

/** 'Podcasts' (shown first) and 'Blog Posts', as tabs. */
export function CommunityTabs({ podcasts, blogPosts }: { podcasts: TabPodcast[]; blogPosts: TabBlogPost[] }) {
  return (
    <Tabs.Root className="community-tabs" defaultValue="podcasts">
      <Tabs.List className="community-tabs__list" aria-label="Voices & Stories">
        <Tabs.Trigger className="community-tabs__tab" value="podcasts">
          Podcasts
        </Tabs.Trigger>
        <Tabs.Trigger className="community-tabs__tab" value="blogs">
          Blog Posts
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content className="community-tabs__panel" value="podcasts">
        <ul className="grid grid--3">
          {podcasts.map((podcast) => (
            <li key={podcast.slug}>
              <StoryCard
                image={podcast.image}
                category={podcast.category}
                title={podcast.title}
                text={podcast.description}
                byline={`${podcast.host} · ${podcast.durationMinutes} min`}
                date={podcast.date}
                action="Listen Now"
                link={storyLink('podcasts', podcast.slug, podcast.audioUrl)}
              />
            </li>
          ))}
        </ul>
      </Tabs.Content>
      <Tabs.Content className="community-tabs__panel" value="blogs">
        <ul className="grid grid--3">
          {blogPosts.map((post) => (
            <li key={post.slug}>
              <StoryCard
                image={post.image}
                category={post.category}
                title={post.title}
                text={post.excerpt}
                byline={`${post.author} · ${post.readTimeMinutes} min read`}
                date={post.date}
                action="Read More"
                link={storyLink('blog', post.slug, post.link)}
              />
            </li>
          ))}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  )
}
