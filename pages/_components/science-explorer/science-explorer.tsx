import { useState } from 'react'
import type { Publication, ScienceTopic } from '#lib/content/collections.ts'
import { TextList } from '../text-list/text-list.tsx'
import { publicationCitation } from './publication-citation.ts'
import type { citedPublicationFields } from './cited-publication-fields.ts'
import type { scienceTopicFields } from './science-topic-fields.ts'
import { ScienceIcon } from './science-icon.tsx'
import './_science-explorer.scss'

/** A topic as the explorer shows it: its publications are the entries it cites, not their file names. */
export type ExplorerTopic = Omit<Pick<ScienceTopic, (typeof scienceTopicFields)[number]>, 'publications'> & {
  publications: Pick<Publication, (typeof citedPublicationFields)[number]>[]
}

/** Four topic cards; the chosen one (the first at first) fills the panel beside them. */
export function ScienceExplorer({ topics }: { topics: ExplorerTopic[] }) {
  const [selected, setSelected] = useState(0)
  const topic = topics[selected]!
  return (
    <div className="science-explorer">
      <ul className="science-explorer__topics" aria-label="Science topics">
        {topics.map((each, index) => (
          <li key={each.slug}>
            <button type="button" className="science-explorer__topic" aria-pressed={index === selected} aria-controls="science-panel" onClick={() => setSelected(index)}>
              <ScienceIcon icon={each.icon} />
              <span className="science-explorer__topic-text">
                <span className="science-explorer__topic-title">{each.title}</span>
                <span className="science-explorer__topic-description">{each.description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <section id="science-panel" className="science-explorer__panel card card--roomy" aria-labelledby="science-panel-heading">
        <h3 id="science-panel-heading" className="science-explorer__panel-title">
          {topic.title}
        </h3>
        <h4>Research Overview</h4>
        <div className="prose" dangerouslySetInnerHTML={{ __html: topic.sections.overview + topic.sections.research }} />
        <h4>Key Warning Signs</h4>
        <TextList items={topic.indicators} className="science-explorer__signs" />
        <h4>Published Research</h4>
        <ul className="science-explorer__publications">
          {topic.publications.map((publication) => (
            <li key={publication.slug} className="science-explorer__publication">
              <p className="science-explorer__citation">{publicationCitation(publication)}</p>
              <div className="science-explorer__publication-links">
                <a className="button button--secondary button--small" href={publication.url} target="_blank" rel="noopener noreferrer">
                  Learn More<span className="visually-hidden"> about “{publication.title}” (opens in a new tab)</span>
                </a>
                <a href={`https://doi.org/${publication.doi}`} target="_blank" rel="noopener noreferrer">
                  DOI: {publication.doi}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        <h4>Intervention Strategies</h4>
        <div className="prose" dangerouslySetInnerHTML={{ __html: topic.sections.interventions }} />
      </section>
    </div>
  )
}
