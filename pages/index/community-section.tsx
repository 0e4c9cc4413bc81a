import { CallCard } from '../_components/call-card/call-card.tsx'
import { Island } from '../_components/island/island.tsx'
import type { Data } from './+data.ts'
import { CommunityTabs } from './community-tabs.tsx'
import './_community-section.scss'

export function CommunitySection({ settings, podcasts, blogPosts }: Pick<Data, 'settings' | 'podcasts' | 'blogPosts'>) {
  const tabPodcasts = podcasts.map(({ slug, title, description, host, durationMinutes, date, category, audioUrl, image }) => ({ slug, title, description, host, durationMinutes, date, category, audioUrl, image }))
  const tabBlogPosts = blogPosts.map(({ slug, title, excerpt, author, date, readTimeMinutes, category, link, image }) => ({ slug, title, excerpt, author, date, readTimeMinutes, category, link, image }))
  return (
    <section id="community" className="section" aria-labelledby="community-heading">
      <div className="container">
        <div className="section__header">
          <h2 id="community-heading">{settings.community.heading}</h2>
          <p className="section__intro">{settings.community.intro}</p>
        </div>
        <Island name="community-tabs" component={CommunityTabs} props={{ podcasts: tabPodcasts, blogPosts: tabBlogPosts }} />
        <div className="community__join">
          <CallCard
            title="Join Our Community"
            text="Get research updates, practical guides and invitations to events."
            action={{ label: 'Join Our Community', href: '/community-signup' }}
            headingLevel={3}
          />
        </div>
      </div>
    </section>
  )
}
