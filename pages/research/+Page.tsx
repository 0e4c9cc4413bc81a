import type { Data } from './+data.ts'

export default function Page({ research, projects }: Data) {
  return (
    <>
      <a href="/">Back to Home</a>
      <section aria-labelledby="research-heading">
        <h1 id="research-heading">{research.heading}</h1>
        <p>{research.intro}</p>
        <ul>{research.topics.map((topic) => <li key={topic}>{topic}</li>)}</ul>
      </section>
      <section aria-labelledby="focus-heading">
        <h2 id="focus-heading">Focus Areas</h2>
        {research.focusAreas.map((area) => (
          <article key={area.title}><h3>{area.title}</h3><p>{area.description}</p></article>
        ))}
      </section>
      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading">Current Projects</h2>
        {projects.map((project) => (
          <article key={project.slug}>
            <h3>{project.title}</h3>
            <p>{project.status}</p>
            <p>Lead researcher: {project.leadResearcher}</p>
            <div dangerouslySetInnerHTML={{ __html: project.html }} />
            <p>Partners: {project.partners.join(', ')}</p>
          </article>
        ))}
      </section>
      <a href="/contact">Subscribe to Research Updates</a>
      <a href="/contact">Join as Research Participant</a>
    </>
  )
}
