import type { Data } from './+data.ts'
import { PillarIcon } from './pillar-icon.tsx'
import './_mission-section.scss'

export function MissionSection({ settings }: Pick<Data, 'settings'>) {
  const { mission } = settings
  return (
    <section id="mission" className="section mission" aria-labelledby="mission-heading">
      <div className="container">
        <div className="section__header">
          <h2 id="mission-heading">{mission.heading}</h2>
          <p className="section__intro">{mission.vision}</p>
        </div>
        <ul className="grid grid--3">
          {mission.pillars.map((pillar, index) => (
            <li key={pillar.title} className="card mission__pillar">
              <PillarIcon position={index} />
              <h3>{pillar.title}</h3>
              <p>{pillar.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
