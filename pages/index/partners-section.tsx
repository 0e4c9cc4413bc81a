import type { Data } from './+data.ts'

export function PartnersSection({ settings, partners }: Pick<Data, 'settings' | 'partners'>) {
  return (
    <section id="supporting-orgs" className="section" aria-labelledby="partners-heading">
      <h2 id="partners-heading">{settings.partnersSection.heading}</h2>
      <p>{settings.partnersSection.intro}</p>
      {partners.map((partner) => (
        <article key={partner.slug}>
          <img src={partner.logo} alt="" width={240} height={120} />
          <h3>{partner.name}</h3>
          <p>{partner.description}</p>
          <p>{partner.focus}</p>
          <ul>{partner.impact.map((claim) => <li key={claim}>{claim}</li>)}</ul>
          <div dangerouslySetInnerHTML={{ __html: partner.sections.story }} />
          <a href={partner.website} target="_blank" rel="noopener noreferrer">Learn More</a>
        </article>
      ))}
    </section>
  )
}
