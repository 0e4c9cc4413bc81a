import { SocialLinks } from '../../renderer/social-links/social-links.tsx'
import { Section } from '../_components/section/section.tsx'
import type { Data } from './+data.ts'
import './_founder-section.scss'

export function FounderSection({ founder }: Pick<Data, 'founder'>) {
  const [portrait, ...morePortraits] = founder.portraits
  return (
    <Section id="about" eyebrow={founder.badge} heading={founder.name} variant="muted" className="founder" containerClassName="founder__layout">
      {(header) => (
        <>
          <div className="founder__portraits">
            {portrait && <img className="founder__portrait" src={portrait.src} alt={portrait.alt} width={400} height={400} />}
            {morePortraits.map((more) => (
              <img key={more.src} className="founder__portrait founder__portrait--small" src={more.src} alt={more.alt} width={400} height={400} loading="lazy" />
            ))}
          </div>
          <div className="founder__text">
            {header}
            <p className="founder__title">{founder.title}</p>
            <div className="prose" dangerouslySetInnerHTML={{ __html: founder.sections.biography }} />
            <div className="card founder__story">
              <h3>My Story</h3>
              <div className="prose" dangerouslySetInnerHTML={{ __html: founder.sections.story }} />
            </div>
            <SocialLinks socials={founder.socials} owner={founder.name} />
          </div>
        </>
      )}
    </Section>
  )
}
