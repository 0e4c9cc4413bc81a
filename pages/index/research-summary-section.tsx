import type { Data } from './+data.ts'

export function ResearchSummarySection({ settings, projects }: Pick<Data, 'settings' | 'projects'>) {
  return (
    <section id="research" className="section" aria-labelledby="research-heading">
      <h2 id="research-heading">{settings.research.heading}</h2>
      <p>{settings.research.intro}</p>
      <ul>
        {projects.map((project) => (
          <li key={project.slug}>
            <h3>{project.title}</h3>
            <p>{project.status}</p>
          </li>
        ))}
      </ul>
      <a href="/research">Our Research</a>
    </section>
  )
}
