import { CardList } from '#pages/_components/card-list/card-list.tsx'
import { Section } from '#pages/_components/section/section.tsx'
import type { Data } from '#pages/index/+data.ts'
import { PillarIcon } from './pillar-icon.tsx'
import './_mission-section.scss'

export function MissionSection({ settings }: Pick<Data, 'settings'>) {
  const { mission } = settings
  return (
    <Section id="mission" heading={mission.heading} intro={mission.vision} className="mission">
      <CardList cards={mission.pillars} className="grid grid--3" cardClassName="mission__pillar" before={(index) => <PillarIcon position={index} />} />
    </Section>
  )
}
