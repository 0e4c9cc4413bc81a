import { ProjectStatus } from '../_components/project-status/project-status.tsx'
import type { Data } from './+data.ts'
import './_research-summary-section.scss'

export function ResearchSummarySection({ settings, projects }: Pick<Data, 'settings' | 'projects'>) {
  return (
    <section id="research" className="section research-summary" aria-labelledby="research-heading">
      <div className="container">
        <div className="section__header">
          <h2 id="research-heading">{settings.research.heading}</h2>
          <p className="section__intro">{settings.research.intro}</p>
        </div>
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
          <a className="button button--secondary" href="/research">Read about our research</a>
        </p>
      </div>
    </section>
  )
}
