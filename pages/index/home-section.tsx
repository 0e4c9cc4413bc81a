import type { ReactNode } from 'react'

interface HomeSectionProps {
  /** The section's anchor, which the header links and the section routes scroll to. */
  id: string
  heading: string
  intro: string
  /** Classes besides `section`: the muted background, the section's own block. */
  className?: string
  children: ReactNode
}

/** A section of the home page with its heading and introduction, named by its heading for screen readers. */
export function HomeSection({ id, heading, intro, className, children }: HomeSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} className={className ? `section ${className}` : 'section'} aria-labelledby={headingId}>
      <div className="container">
        <div className="section__header">
          <h2 id={headingId}>{heading}</h2>
          <p className="section__intro">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  )
}
