import CMS from 'decap-cms-app'
import type { ComponentType } from 'react'
import type { SectionRules } from '#lib/content/split-sections.ts'
import socialStyles from '#renderer/social-links/_social-links.scss?inline'
import siteStyles from '#renderer/styles/main.scss?inline'
import advisorStyles from '../_components/advisor-board/_advisor-board.scss?inline'
import ambassadorStyles from '../_components/ambassador-card/_ambassador-card.scss?inline'
import founderStyles from '../_components/founder-section/_founder-section.scss?inline'
import partnerStyles from '../_components/partner-explorer/_partner-explorer.scss?inline'
import scienceStyles from '../_components/science-explorer/_science-explorer.scss?inline'
import storyStyles from '../_components/story-card/_story-card.scss?inline'
import storyPageStyles from '../_components/story-page/_story-page.scss?inline'
import playStyles from '../play-with-me/_play-page.scss?inline'
import projectStatusStyles from '../_components/project-card/_project-status.scss?inline'
import researchStyles from '../research/_research-page.scss?inline'
import { EMAIL_FILE_NAMES } from '#lib/emails/email-files.ts'
import { AdvisorPreview } from './previews/advisor-preview.tsx'
import { AmbassadorPreview } from './previews/ambassador-preview.tsx'
import { EmailPreview } from './previews/email-preview.tsx'
import { founderPreview } from './previews/founder-preview.tsx'
import { GamePreview } from './previews/game-preview.tsx'
import { PartnerPreview } from './previews/partner-preview.tsx'
import { ResearchProjectPreview } from './previews/research-project-preview.tsx'
import { ScienceTopicPreview } from './previews/science-topic-preview.tsx'
import { BlogPostPreview, PodcastPreview } from './previews/story-preview.tsx'

/**
 * The preview beside each form shows the entry with the site's own components and styles, so an
 * editor sees the card as visitors will. The styles are the site's Sass, compiled by the build.
 */
export function registerPreviews(founderSections: SectionRules, founderFile: string | undefined): void {
  for (const styles of [
    siteStyles,
    socialStyles,
    storyStyles,
    storyPageStyles,
    advisorStyles,
    ambassadorStyles,
    founderStyles,
    partnerStyles,
    scienceStyles,
    playStyles,
    projectStatusStyles,
    researchStyles,
  ])
    CMS.registerPreviewStyle(styles, { raw: true })
  const templates: Record<string, ComponentType<never>> = {
    games: GamePreview,
    podcasts: PodcastPreview,
    'blog-posts': BlogPostPreview,
    advisors: AdvisorPreview,
    'student-ambassadors': AmbassadorPreview,
    'research-projects': ResearchProjectPreview,
    partners: PartnerPreview,
    'science-topics': ScienceTopicPreview,
    // A preview of a collection of named files is registered under each file's name.
    ...(founderFile ? { [founderFile]: founderPreview(founderSections) } : {}),
    ...Object.fromEntries(EMAIL_FILE_NAMES.map((file) => [file, EmailPreview])),
  }
  for (const [name, template] of Object.entries(templates)) CMS.registerPreviewTemplate(name, template as never)
}
