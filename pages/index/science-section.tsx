import { Island } from '../_components/island/island.tsx'
import type { Data } from './+data.ts'
import { ScienceExplorer } from './science-explorer.tsx'

export function ScienceSection({ settings, scienceTopics }: Pick<Data, 'settings' | 'scienceTopics'>) {
  const topics = scienceTopics.map(({ slug, title, description, icon, indicators, sections, publications }) => ({
    slug,
    title,
    description,
    icon,
    indicators,
    sections,
    publications: publications.map(({ slug, title, authors, journal, year, volume, pages, doi, url }) => ({ slug, title, authors, journal, year, volume, pages, doi, url })),
  }))
  return (
    <section id="science" className="section" aria-labelledby="science-heading">
      <div className="container">
        <div className="section__header">
          <h2 id="science-heading">{settings.science.heading}</h2>
          <p className="section__intro">{settings.science.intro}</p>
        </div>
        <Island name="science-explorer" component={ScienceExplorer} props={{ topics }} />
      </div>
    </section>
  )
}
