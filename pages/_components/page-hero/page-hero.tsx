import type { ReactNode } from 'react'
import './_page-hero.scss'

interface PageHeroProps {
  id: string
  eyebrow?: string
  heading: string
  intro: string
  /** Shown above the heading, such as a link back to the home page. */
  before?: ReactNode
  children?: ReactNode
}

/** The opening band of a page other than the home page, with its one h1. */
export function PageHero({ id, eyebrow, heading, intro, before, children }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby={id}>
      <div className="container">
        {before}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id={id} className="page-hero__heading">
          {heading}
        </h1>
        <p className="page-hero__intro">{intro}</p>
        {children}
      </div>
    </section>
  )
}
