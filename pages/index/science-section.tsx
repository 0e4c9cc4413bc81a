import { Island } from '../_components/island/island.tsx'
import type { Data } from './+data.ts'
import { HomeSection } from './home-section.tsx'
import { scienceExplorerIsland } from './science-explorer-island.ts'

export function ScienceSection({ settings, scienceTopics }: Pick<Data, 'settings' | 'scienceTopics'>) {
  return (
    <HomeSection id="science" heading={settings.science.heading} intro={settings.science.intro}>
      <Island island={scienceExplorerIsland} props={{ topics: scienceTopics }} />
    </HomeSection>
  )
}
