import { hookAttribute } from '#renderer/page-scripts/hook-attribute.ts'
import type { Data } from './+data.ts'
import { AdvisorsSection } from './sections/advisors/advisors-section.tsx'
import { CommunitySection } from './sections/community/community-section.tsx'
import { ContactSection } from './sections/contact/contact-section.tsx'
import { FounderSection } from '../_components/founder-section/founder-section.tsx'
import { HeroSection } from './sections/hero/hero-section.tsx'
import { MissionSection } from './sections/mission/mission-section.tsx'
import { PartnersSection } from './sections/partners/partners-section.tsx'
import { ResearchSummarySection } from './sections/research/research-summary-section.tsx'
import { ScienceSection } from './sections/science/science-section.tsx'

export default function Page(data: Data) {
  return (
    // site.js reads these markers: in-page links scroll here, and the page opens at scrollTarget.
    <div {...hookAttribute('home')} {...hookAttribute('scrollTarget', data.scrollTarget)}>
      <HeroSection {...data} />
      <MissionSection {...data} />
      <FounderSection {...data} />
      <ScienceSection {...data} />
      <AdvisorsSection {...data} />
      <ResearchSummarySection {...data} />
      <PartnersSection {...data} />
      <CommunitySection {...data} />
      <ContactSection {...data} />
    </div>
  )
}
