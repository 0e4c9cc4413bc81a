import { Section } from '../_components/section/section.tsx'
import type { Data } from './+data.ts'
import { PillarIcon } from './pillar-icon.tsx'
import './_mission-section.scss'

export function MissionSection({ settings }: Pick<Data, 'settings'>) {
  const { mission } = settings
  return (
    <Section id="mission" heading={mission.heading} intro={mission.vision} className="mission">
      <ul className="grid grid--3">
        {mission.pillars.map((pillar, index) => (
          <li key={pillar.title} className="card mission__pillar">
            <PillarIcon position={index} />
            <h3>{pillar.title}</h3>
            <p>{pillar.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
