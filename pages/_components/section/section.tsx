import type { ReactNode } from 'react'
import './_section.scss'

/** What names the section: its heading, whose id aria-labelledby points to. */
type SectionName =
  /** The section's anchor, which links and the home page's section routes scroll to; the heading's id is `${id}-heading`. */
  | { id: string; headingId?: never }
  /** A section no link leads to: only its heading has an id. */
  | { id?: never; headingId: string }

type SectionProps = SectionName & {
  heading: string
  /** 2 for a band of the page, the default; 3 for a section inside a part headed by an h2. */
  headingLevel?: 2 | 3
  /** A short label above the heading. */
  eyebrow?: string
  intro?: string
  /**
   * `band` (the default): a full-width band of the page, with a container for its content;
   * `muted`: the same on the muted background; `inner`: a section inside another's container,
   * with no band or container of its own.
   */
  variant?: 'band' | 'muted' | 'inner'
  /** The section's own block, after the variant's classes. */
  className?: string
  /** The container's own block, for a section that lays out its content itself. */
  containerClassName?: string
  /**
   * The content. Given as elements, it comes after the heading and introduction, which a band
   * centres above it. Given as a function, it receives them (the header) and places them itself:
   * beside a portrait, above contact details, or in a closing band with its buttons.
   */
  children: ReactNode | ((header: ReactNode) => ReactNode)
}

const variantClasses = { band: 'section', muted: 'section section--muted', inner: undefined }

/** A part of a page with its heading, which names it for screen readers. */
export function Section({ id, headingId = `${id}-heading`, heading, headingLevel = 2, eyebrow, intro, variant = 'band', className, containerClassName, children }: SectionProps) {
  const Heading = `h${headingLevel}` as const
  const header = (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={headingId}>{heading}</Heading>
      {intro && <p className="section__intro">{intro}</p>}
    </>
  )
  const content =
    typeof children === 'function' ? (
      children(header)
    ) : variant === 'inner' ? (
      <>
        {header}
        {children}
      </>
    ) : (
      <>
        <div className="section__header">{header}</div>
        {children}
      </>
    )
  const classes = [variantClasses[variant], className].filter(Boolean).join(' ') || undefined
  return (
    <section id={id} className={classes} aria-labelledby={headingId}>
      {variant === 'inner' ? content : <div className={containerClassName ? `container ${containerClassName}` : 'container'}>{content}</div>}
    </section>
  )
}
