import type { SiteContent } from '#lib/content/collections.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { Picture } from '#renderer/picture/picture.tsx'
import { SocialLinks } from '#renderer/social-links/social-links.tsx'
import { Section } from '../section/section.tsx'
import './_founder-section.scss'

/** The home page's About section: the founder's portraits, biography and story. */
export function FounderSection({ founder }: { founder: SiteContent['founder'] }) {
  const [portrait, ...morePortraits] = founder.portraits
  return (
    <Section id="about" eyebrow={founder.badge} heading={founder.name} variant="muted" className="founder" containerClassName="founder__layout">
      {(header) => (
        <>
          <div className="founder__portraits">
            {portrait && (
              <Picture className="founder__portrait" src={portrait.src} alt={portrait.alt} decorative={portrait.decorative} slot={pictureSlots.portrait} sizes="min(26rem, 100vw)" />
            )}
            {morePortraits.map((more) => (
              <Picture
                key={more.src}
                className="founder__portrait founder__portrait--small"
                src={more.src}
                alt={more.alt}
                decorative={more.decorative}
                slot={pictureSlots.portrait}
                sizes="min(12rem, 45vw)"
              />
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
