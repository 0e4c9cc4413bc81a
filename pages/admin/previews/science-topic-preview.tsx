import { useEffect, useState } from 'react'
import { collections, type ScienceTopic } from '../../../lib/content/collections.ts'
import { scienceIcons } from '../../../lib/content/fields/content-options.ts'
import { renderMarkdown } from '../../../lib/content/render-markdown.ts'
import { splitSections } from '../../../lib/content/split-sections.ts'
import type { ExplorerTopic } from '../../_components/science-explorer/science-explorer.tsx'
import { ScienceExplorer } from '../../_components/science-explorer/science-explorer.tsx'
import { previewData, text, type PreviewProps } from './preview-props.ts'

type CitedPublication = ExplorerTopic['publications'][number]

/**
 * A science topic as the home page's science explorer shows it when chosen: its card and the panel
 * with its sections, warning signs and the publications it cites. The publications are other
 * files: they are read once, as saved, through Decap's `getCollection`, and the topic's chosen
 * ones are looked up among them as the site looks them up.
 */
export function ScienceTopicPreview(props: PreviewProps) {
  const topic = previewData(props)
  const [publications, setPublications] = useState<CitedPublication[]>([])
  const { getCollection } = props
  useEffect(() => {
    let current = true
    // Unread (the backend out of reach), the panel lists no publications, as before they load.
    getCollection('publications')
      .then((entries) => {
        const saved = entries.map((entry) => entry.toJS()).map(({ data = {}, slug }) => ({ ...data, slug }) as CitedPublication)
        if (current) setPublications(saved)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [getCollection])
  const split = splitSections(text(topic.body), 1, collections['science-topics'].body.sections).sections
  const cited = (Array.isArray(topic.publications) ? topic.publications.map(text) : []).flatMap((slug) => publications.filter((publication) => publication.slug === slug))
  return (
    <div className="container">
      <ScienceExplorer
        topics={[
          {
            slug: topic.slug,
            title: text(topic.title),
            description: text(topic.description),
            icon: (text(topic.icon) || scienceIcons[0]) as ScienceTopic['icon'],
            indicators: Array.isArray(topic.indicators) ? topic.indicators.map(text) : [],
            // A section not written yet shows empty, as the form fills in.
            sections: { overview: renderMarkdown(split.overview ?? ''), research: renderMarkdown(split.research ?? ''), interventions: renderMarkdown(split.interventions ?? '') },
            publications: cited,
          },
        ]}
      />
    </div>
  )
}
