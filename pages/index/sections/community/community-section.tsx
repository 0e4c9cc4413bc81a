import { Section } from '#pages/_components/section/section.tsx'
import { Island } from '#pages/_components/island/island.tsx'
import type { Data } from '#pages/index/+data.ts'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'
import { CallCard } from '../invitations/call-card.tsx'
import { communityTabsIsland } from './community-tabs-island.ts'
import { invitations } from '../invitations/invitations.ts'
import './_community-section.scss'

export function CommunitySection({ settings, podcastCards, blogPostCards }: Pick<Data, 'settings' | 'podcastCards' | 'blogPostCards'>) {
  return (
    <Section id="community" heading={settings.community.heading} intro={settings.community.intro}>
      <Island island={communityTabsIsland} props={{ podcasts: podcastCards, blogPosts: blogPostCards }} />
      {/* Outside the tabs, so both are in the page before any script runs. */}
      <p className="community__all">
        {[storyIndexes.podcasts, storyIndexes.blog].map((index) => (
          <a key={index.path} className="button button--secondary" href={index.path}>
            {index.allLabel}
          </a>
        ))}
      </p>
      <div className="community__join">
        <CallCard {...invitations.community} headingLevel={3} />
      </div>
    </Section>
  )
}
