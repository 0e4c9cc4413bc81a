import { hookAttribute } from '#renderer/page-scripts/hook-attribute.ts'
import { CardList } from '../_components/card-list/card-list.tsx'
import { PageHero } from '../_components/page-hero/page-hero.tsx'
import { Section } from '../_components/section/section.tsx'
import { TextList } from '../_components/text-list/text-list.tsx'
import type { Data } from './+data.ts'
import { ResearchProjectCard } from './research-project-card.tsx'
import './_research-page.scss'

export default function Page({ research, projects }: Data) {
  return (
    // site.js opens this page at the top, as the specification asks.
    <div className="research-page" {...hookAttribute('scrollTarget', 'top')}>
      <PageHero
        id="research-page-heading"
        heading={research.heading}
        intro={research.intro}
        before={
          <p className="research-page__back">
            <a href="/">
              <span aria-hidden="true">←</span>Back to Home
            </a>
          </p>
        }
      >
        <TextList items={research.topics} className="research-page__topics" aria-label="Research topics" itemClassName="research-page__topic" />
      </PageHero>
      <Section headingId="focus-heading" heading="Focus Areas">
        <CardList cards={research.focusAreas} className="grid grid--3" />
      </Section>
      <Section headingId="projects-heading" heading="Current Projects" variant="muted">
        <ul className="research-page__projects">
          {projects.map((project) => (
            <ResearchProjectCard key={project.slug} project={project} headingId={`project-${project.slug}`} />
          ))}
        </ul>
      </Section>
      <Section headingId="involved-heading" heading="Get Involved" containerClassName="research-page__involved">
        {(header) => (
          <>
            {header}
            <p>Would you like to hear about our results, or take part in a study? Send us a message.</p>
            <div className="research-page__actions">
              <a className="button button--primary" href="/contact">
                Subscribe to Research Updates
              </a>
              <a className="button button--secondary" href="/contact">
                Join as Research Participant
              </a>
            </div>
          </>
        )}
      </Section>
    </div>
  )
}
