import type { SiteContent } from '#lib/content/collections.ts'
import { renderMarkdown } from '#lib/content/render-markdown.ts'
import { splitSections, type SectionRules } from '#lib/content/split-sections.ts'
import { FounderSection } from '#pages/_components/founder-section/founder-section.tsx'
import { assetUrl, previewData, text, type PreviewProps } from './preview-props.ts'

type Founder = SiteContent['founder']

/** The About section of the home page, with the founder's text split into its sections as the site splits it. */
export function founderPreview(sections: SectionRules) {
  return function FounderPreview(props: PreviewProps) {
    const founder = previewData(props)
    const split = splitSections(text(founder.body), 1, sections).sections
    const portraits = (Array.isArray(founder.portraits) ? (founder.portraits as Founder['portraits']) : []).map((portrait) => ({ ...portrait, src: assetUrl(props, portrait.src) }))
    return (
      <FounderSection
        founder={{
          slug: founder.slug,
          name: text(founder.name),
          title: text(founder.title),
          badge: text(founder.badge),
          portraits,
          socials: (Array.isArray(founder.socials) ? founder.socials : []) as Founder['socials'],
          sections: { biography: renderMarkdown(split.biography ?? ''), story: renderMarkdown(split.story ?? '') },
        }}
      />
    )
  }
}
