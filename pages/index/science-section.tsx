import { Island } from '../_components/island/island.tsx'
import { Section } from '../_components/section/section.tsx'
import type { Data } from './+data.ts'
import { scienceExplorerIsland } from './science-explorer-island.ts'

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
    <Section id="science" heading={settings.science.heading} intro={settings.science.intro}>
      <Island island={scienceExplorerIsland} props={{ topics }} />
    </Section>
  )
}
