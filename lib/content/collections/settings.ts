import { z } from 'zod'
import { externalUrl } from '../fields/external-url.ts'
import { image } from '../fields/image.ts'
import { social } from '../fields/social.ts'
import { text } from '../fields/text.ts'
import { titled } from '../fields/titled.ts'
import { video } from '../fields/video.ts'

/** content/settings: the site's name, contact details and the words of each home page section. */
export const settingsSchema = z.strictObject({
  name: text(),
  tagline: text(),
  description: text().meta({ description: 'One sentence for search engines and link previews.' }),
  siteUrl: externalUrl().meta({ description: 'The public address of the site, used in canonical links and the sitemap.' }),
  email: z.email({ error: 'must be an email address like hello@example.org' }),
  phone: text(),
  logo: image(),
  footerBlurb: text(),
  socials: z.array(social).min(1),
  hero: z.strictObject({
    badge: text(),
    headline: text(),
    subheading: text(),
    video: video(),
    poster: image(),
  }),
  mission: z.strictObject({
    heading: text(),
    vision: text(),
    pillars: z.array(titled).length(3),
  }),
  science: z.strictObject({ heading: text(), intro: text() }),
  advisoryBoard: z.strictObject({
    heading: text(),
    intro: text(),
    benefits: z.array(titled).length(3),
  }),
  community: z.strictObject({ heading: text(), intro: text() }),
  partnersSection: z.strictObject({ heading: text(), intro: text() }),
  contact: z.strictObject({ heading: text(), intro: text() }),
  research: z.strictObject({
    heading: text(),
    intro: text(),
    topics: z.array(text()).length(5),
    focusAreas: z.array(titled).length(3),
  }),
  playWithMe: z.strictObject({
    heading: text(),
    intro: text(),
    howItWorks: z.array(titled).length(3),
    closingHeading: text(),
    closingText: text(),
  }),
})
