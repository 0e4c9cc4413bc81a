import { ProjectCard } from '#pages/_components/project-card/project-card.tsx'
import { Section } from '#pages/_components/section/section.tsx'
import type { Data } from '#pages/index/+data.ts'
import './_research-summary-section.scss'

export function ResearchSummarySection({ settings, projects }: Pick<Data, 'settings' | 'projects'>) {
  return (
    <Section id="research" heading={settings.research.heading} intro={settings.research.intro} className="research-summary">
      <ul className="grid grid--3">
        {projects.map((project) => (
          <ProjectCard key={project.slug} project={project} className="research-summary__project" leadClassName="research-summary__lead" />
        ))}
      </ul>
      <p className="research-summary__more">
        <a className="button button--secondary" href="/research">
          Read about our research
        </a>
      </p>
    </Section>
  )
}
