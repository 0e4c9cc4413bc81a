import { ProjectStatus } from '../_components/project-status/project-status.tsx'
import { Section } from '../_components/section/section.tsx'
import type { Data } from './+data.ts'
import './_research-summary-section.scss'

export function ResearchSummarySection({ settings, projects }: Pick<Data, 'settings' | 'projects'>) {
  return (
    <Section id="research" heading={settings.research.heading} intro={settings.research.intro} className="research-summary">
      <ul className="grid grid--3">
        {projects.map((project) => (
          <li key={project.slug} className="card research-summary__project">
            <ProjectStatus status={project.status} />
            <h3>{project.title}</h3>
            <p className="research-summary__lead">Lead researcher: {project.leadResearcher}</p>
          </li>
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
