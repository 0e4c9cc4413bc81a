import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { hookAttribute } from '#renderer/page-scripts/hook-attribute.ts'
import { Picture } from '#renderer/picture/picture.tsx'
import type { Data } from '#pages/index/+data.ts'
import './_hero-section.scss'

/**
 * The video has no autoplay attribute: site.js starts it only when the visitor has not asked for
 * reduced motion or calm mode, so without that the poster stays still. The poster is a picture
 * under the video rather than its poster attribute, which takes one file: as a picture it comes in
 * the size and format the screen needs, and is the page's lead picture, preloaded. The video,
 * without a frame until it plays, lets it show through.
 */
export function HeroSection({ settings }: Pick<Data, 'settings'>) {
  const { hero } = settings
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="hero__media">
        <Picture className="hero__poster" src={hero.poster} alt="" slot={pictureSlots.heroPoster} sizes="100vw" fold="lead" />
        <video
          className="hero__video"
          {...hookAttribute('heroVideo')}
          src={hero.video}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          width={960}
          height={540}
        />
      </div>
      <div className="hero__content container">
        <p className="hero__badge">{hero.badge}</p>
        <h1 id="hero-heading" className="hero__headline">
          {hero.headline}
        </h1>
        <p className="hero__subheading">{hero.subheading}</p>
        <a className="button button--primary hero__vision" href="#mission">
          Our Vision
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 5v14m-6-6 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      </div>
      <button className="hero__video-toggle" type="button" {...hookAttribute('videoToggle')} data-needs-js>
        <svg className="hero__pause-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <svg className="hero__play-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        {/* Both words, in one place: the button keeps the width of the longer (_hero-section.scss). */}
        <span className="hero__video-toggle-words">
          <span className="hero__play-words">Play background video</span>
          <span className="hero__pause-words">Pause background video</span>
        </span>
      </button>
    </section>
  )
}
