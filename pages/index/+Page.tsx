import { hookAttribute } from '../../renderer/page-scripts/hook-attribute.ts'
import type { Data } from './+data.ts'
import { AdvisorsSection } from './advisors-section.tsx'
import { CommunitySection } from './community-section.tsx'
import { ContactSection } from './contact-section.tsx'
import { FounderSection } from './founder-section.tsx'
import { HeroSection } from './hero-section.tsx'
import { MissionSection } from './mission-section.tsx'
import { PartnersSection } from './partners-section.tsx'
import { ResearchSummarySection } from './research-summary-section.tsx'
import { ScienceSection } from './science-section.tsx'

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
