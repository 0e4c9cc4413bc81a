import { Island } from '#pages/_components/island/island.tsx'
import { Section } from '#pages/_components/section/section.tsx'
import type { Data } from '#pages/index/+data.ts'
import { scienceExplorerIsland } from './science-explorer-island.ts'

export function ScienceSection({ settings, scienceTopics }: Pick<Data, 'settings' | 'scienceTopics'>) {
  return (
    <Section id="science" heading={settings.science.heading} intro={settings.science.intro}>
      <Island island={scienceExplorerIsland} props={{ topics: scienceTopics }} />
    </Section>
  )
}
