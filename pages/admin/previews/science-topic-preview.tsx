import { useEffect, useState } from 'react'
import { collections, type ScienceTopic } from '#lib/content/collections.ts'
import { scienceIcons } from '#lib/content/fields/content-options.ts'
import type { ExplorerTopic } from '#pages/_components/science-explorer/science-explorer.tsx'
import { ScienceExplorer } from '#pages/_components/science-explorer/science-explorer.tsx'
import { fieldTexts, previewData, text, texts, type PreviewProps } from './preview-props.ts'
import { previewSections } from './preview-sections.ts'

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
  const cited = texts(topic.publications).flatMap((slug) => publications.filter((publication) => publication.slug === slug))
  return (
    <div className="container">
      <ScienceExplorer
        topics={[
          {
            slug: topic.slug,
            ...fieldTexts(topic, ['title', 'description']),
            icon: (text(topic.icon) || scienceIcons[0]) as ScienceTopic['icon'],
            indicators: texts(topic.indicators),
            sections: previewSections(topic.body, collections['science-topics'].body.sections),
            publications: cited,
          },
        ]}
      />
    </div>
  )
}
