import { ProjectStatus } from '../_components/project-status/project-status.tsx'
import { hookAttribute } from '../../renderer/page-scripts/hook-attribute.ts'
import { PageHero } from '../_components/page-hero/page-hero.tsx'
import { Section } from '../_components/section/section.tsx'
import type { Data } from './+data.ts'
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
        <ul className="research-page__topics" aria-label="Research topics">
          {research.topics.map((topic) => (
            <li key={topic} className="research-page__topic">
              {topic}
            </li>
          ))}
        </ul>
      </PageHero>
      <Section headingId="focus-heading" heading="Focus Areas">
        <ul className="grid grid--3">
          {research.focusAreas.map((area) => (
            <li key={area.title} className="card">
              <h3>{area.title}</h3>
              <p>{area.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section headingId="projects-heading" heading="Current Projects" variant="muted">
        <ul className="research-page__projects">
          {projects.map((project) => (
            <li key={project.slug} className="card research-page__project">
              <ProjectStatus status={project.status} />
              <h3>{project.title}</h3>
              <p className="research-page__lead">Lead researcher: {project.leadResearcher}</p>
              <div className="prose" dangerouslySetInnerHTML={{ __html: project.html }} />
              <h4 className="research-page__partners-heading">Partners</h4>
              <ul className="research-page__partners">
                {project.partners.map((partner) => (
                  <li key={partner}>{partner}</li>
                ))}
              </ul>
            </li>
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
