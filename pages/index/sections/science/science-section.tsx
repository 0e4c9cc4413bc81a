import { Island } from '../../../_components/island/island.tsx'
import { Section } from '../../../_components/section/section.tsx'
import type { Data } from '../../+data.ts'
import { scienceExplorerIsland } from './science-explorer-island.ts'

export function ScienceSection({ settings, scienceTopics }: Pick<Data, 'settings' | 'scienceTopics'>) {
  return (
    <Section id="science" heading={settings.science.heading} intro={settings.science.intro}>
      <Island island={scienceExplorerIsland} props={{ topics: scienceTopics }} />
    </Section>
  )
}
