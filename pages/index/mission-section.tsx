import type { Data } from './+data.ts'

export function MissionSection({ settings }: Pick<Data, 'settings'>) {
  const { mission } = settings
  return (
    <section id="mission" className="section" aria-labelledby="mission-heading">
      <h2 id="mission-heading">{mission.heading}</h2>
      <p>{mission.vision}</p>
      <ul className="pillars">
        {mission.pillars.map((pillar) => (
          <li key={pillar.title}>
            <h3>{pillar.title}</h3>
            <p>{pillar.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
