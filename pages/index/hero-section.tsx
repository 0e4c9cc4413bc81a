import type { Data } from './+data.ts'

export function HeroSection({ settings }: Pick<Data, 'settings'>) {
  const { hero } = settings
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <video className="hero__video" src={hero.video} poster={hero.poster} muted loop playsInline autoPlay aria-hidden="true" width={960} height={540} />
      <p className="hero__badge">{hero.badge}</p>
      <h1 id="hero-heading" className="hero__headline">{hero.headline}</h1>
      <p className="hero__subheading">{hero.subheading}</p>
      <a className="hero__vision" href="#mission">Our Vision</a>
    </section>
  )
}
