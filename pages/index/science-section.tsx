import type { Data } from './+data.ts'

export function ScienceSection({ settings, scienceTopics }: Pick<Data, 'settings' | 'scienceTopics'>) {
  return (
    <section id="science" className="section" aria-labelledby="science-heading">
      <h2 id="science-heading">{settings.science.heading}</h2>
      <p>{settings.science.intro}</p>
      {scienceTopics.map((topic) => (
        <article key={topic.slug}>
          <h3>{topic.title}</h3>
          <p>{topic.description}</p>
          <h4>Research Overview</h4>
          <div dangerouslySetInnerHTML={{ __html: topic.sections.overview }} />
          <h4>Key Warning Signs</h4>
          <ul>{topic.indicators.map((indicator) => <li key={indicator}>{indicator}</li>)}</ul>
          <h4>Published Research</h4>
          <ul>
            {topic.publications.map((publication) => (
              <li key={publication.slug}>
                {publication.authors} ({publication.year}). {publication.title}. <cite>{publication.journal}</cite>, {publication.volume}, {publication.pages}.{' '}
                <a href={publication.url} target="_blank" rel="noopener noreferrer">Learn More</a>{' '}
                <a href={`https://doi.org/${publication.doi}`} target="_blank" rel="noopener noreferrer">doi:{publication.doi}</a>
              </li>
            ))}
          </ul>
          <h4>Intervention Strategies</h4>
          <div dangerouslySetInnerHTML={{ __html: topic.sections.interventions }} />
        </article>
      ))}
    </section>
  )
}
