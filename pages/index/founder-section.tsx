import type { Data } from './+data.ts'

export function FounderSection({ founder }: Pick<Data, 'founder'>) {
  return (
    <section id="about" className="section" aria-labelledby="about-heading">
      <p className="badge">{founder.badge}</p>
      <h2 id="about-heading">{founder.name}</h2>
      <p>{founder.title}</p>
      {founder.portraits.map((portrait) => (
        <img key={portrait.src} src={portrait.src} alt={portrait.alt} width={400} height={400} />
      ))}
      <div dangerouslySetInnerHTML={{ __html: founder.sections.biography }} />
      <h3>My Story</h3>
      <div dangerouslySetInnerHTML={{ __html: founder.sections.story }} />
      <ul>
        {founder.socials.map((social) => (
          <li key={social.name}><a href={social.url}>{social.name}</a></li>
        ))}
      </ul>
    </section>
  )
}
