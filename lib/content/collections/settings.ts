import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { altText } from '../fields/alt-text.ts'
import { externalUrl } from '../fields/external-url.ts'
import { image } from '../fields/image.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { social } from '../fields/social.ts'
import { phoneNumber } from '../fields/phone-number.ts'
import { text } from '../fields/text.ts'
import { textFields } from '../fields/text-fields.ts'
import { textLength } from '../fields/text-length.ts'
import { titled } from '../fields/titled.ts'
import { video } from '../fields/video.ts'
import { timesIn, waitingTime } from '../fields/waiting-time.ts'

const settingsSchema = z.strictObject({
  name: text({ max: textLength.label }).meta({
    description: "The organisation's name, in every page's title in the browser tab and in the footer's copyright line. Example: SenseAhead",
  }),
  tagline: text({ max: textLength.heading }).meta({ description: "A short line about the work, after the name in the home page's title in the browser tab and in search results." }),
  description: text({ max: 250 }).meta({ description: 'One sentence for search engines and link previews.' }),
  siteUrl: externalUrl().meta({ description: 'The public address of the site, used in canonical links and the sitemap.' }),
  email: z.email({ error: 'must be an email address like hello@example.org' }).meta({ description: 'Shown in the contact section and the footer. Example: hello@senseahead.org' }),
  phone: phoneNumber().meta({
    description: 'The contact phone number as visitors should read it, shown in the contact section and the footer. Example: +1 (555) 013-2468',
  }),
  logo: image(pictureSlots.siteLogo).meta({ description: 'The logo in the header and the footer of every page. Example: /images/logo.svg' }),
  footerBlurb: text({ max: textLength.paragraph }).meta({ description: 'A few sentences about the organisation, under the logo in the footer of every page.' }),
  socials: z.array(social).min(1).meta({ description: "The organisation's profiles, shown as icons in the footer of every page." }),
  hero: z
    .strictObject({
      badge: text({ max: textLength.label }).meta({
        description: 'A small label above the headline at the top of the home page. Example: Predicting & Preventing Autistic Meltdowns',
      }),
      headline: text({ max: textLength.heading }).meta({ description: 'The main heading at the top of the home page. Example: Supporting neuro-diverse children in education' }),
      subheading: text({ max: textLength.sentence }).meta({ description: 'One or two sentences under the headline.' }),
      video: video().meta({ description: 'The silent background video behind the headline, for visitors who allow motion. Example: /media/hero-loop.mp4' }),
      poster: image(pictureSlots.heroPoster).meta({
        description: 'The still picture shown before, or instead of, the video, and in link previews of every page. Example: /media/hero-poster.jpg',
      }),
      posterAlt: altText().meta({
        description:
          'What the still picture shows, in one short sentence, for visitors of link previews who cannot see it. Example: Children reading together in a calm, sunlit classroom',
      }),
    })
    .meta({ description: 'The top of the home page.' }),
  mission: z
    .strictObject({
      heading: text({ max: textLength.heading }).meta({ description: 'The heading of the mission section of the home page. Example: Why SenseAhead?' }),
      vision: text({ max: textLength.paragraph }).meta({ description: 'The vision statement under the heading.' }),
      pillars: z.array(titled).length(3).meta({ description: 'The three pillar cards under the vision; their drawings go by position.' }),
    })
    .meta({ description: 'The mission section of the home page.' }),
  science: z
    .strictObject({
      heading: text({ max: textLength.heading }).meta({ description: "The section's heading. Example: The Science Behind It" }),
      intro: text({ max: textLength.paragraph }).meta({ description: 'One or two sentences under the heading.' }),
    })
    .meta({ description: 'The section of the home page above the science topics (content/science-topics).' }),
  advisoryBoard: z
    .strictObject({
      heading: text({ max: textLength.heading }).meta({ description: 'The heading of the advisors section of the home page. Example: Our Board of Advisors' }),
      intro: text({ max: textLength.paragraph }).meta({ description: 'One or two sentences under the heading.' }),
      benefits: z.array(titled).length(3).meta({ description: 'The three tiles above the advisor cards. Example title: Research Guidance' }),
    })
    .meta({ description: 'The advisors section of the home page, above the advisors (content/advisors) and the student ambassadors.' }),
  community: z
    .strictObject({
      heading: text({ max: textLength.heading }).meta({ description: "The section's heading. Example: Voices & Stories" }),
      intro: text({ max: textLength.paragraph }).meta({
        description: 'One or two sentences under the heading; also under the headings of the Podcasts (/podcasts) and Blog (/blog) pages.',
      }),
      latestOnHome: z.int().min(1).max(6).meta({
        description:
          'How many of the newest podcasts, and how many of the newest blog posts, the tabs show; few, as each card adds to the home page every visitor loads. Every one is listed on the Podcasts (/podcasts) and Blog (/blog) pages, which the section links to. Example: 3',
      }),
      perPage: z.int().min(3).max(48).meta({
        description:
          'How many cards each page of the Podcasts (/podcasts) and Blog (/blog) pages shows; the rest follow on /blog/page/2 and so on. A multiple of 3 fills the rows. Example: 12',
      }),
    })
    .meta({ description: 'The section of the home page with the podcast and blog post tabs.' }),
  partnersSection: z
    .strictObject({
      heading: text({ max: textLength.heading }).meta({ description: "The section's heading. Example: Partner Organizations" }),
      intro: text({ max: textLength.paragraph }).meta({ description: 'One or two sentences under the heading.' }),
    })
    .meta({ description: 'The section of the home page above the partners (content/partners).' }),
  contact: z
    .strictObject({
      heading: text({ max: textLength.heading }).meta({ description: "The section's heading. Example: Get in Touch" }),
      intro: text({ max: textLength.paragraph }).meta({ description: 'One or two sentences beside the contact form.' }),
    })
    .meta({ description: 'The contact section at the end of the home page.' }),
  research: z
    .strictObject({
      heading: text({ max: textLength.heading }).meta({
        description: "Heading of the home page's research summary and of the Our Research page, also its title in the browser tab. Example: Our Research",
      }),
      intro: text({ max: textLength.paragraph }).meta({ description: "One or two sentences under both headings; also the Our Research page's description in search results." }),
      topics: z
        .array(text({ max: textLength.label }))
        .length(5)
        .meta({ description: 'The five topic tiles at the top of the Our Research page. Example: Wearable Technology' }),
      focusAreas: z.array(titled).length(3).meta({ description: 'The three Focus Areas cards on the Our Research page. Example title: Predictive Technology' }),
    })
    .meta({ description: 'The research summary on the home page and the Our Research page (/research).' }),
  playWithMe: z
    .strictObject({
      heading: text({ max: textLength.heading }).meta({ description: 'The heading of the Play With Me page and its title in the browser tab. Example: Play With Me' }),
      intro: text({ max: textLength.paragraph }).meta({ description: "A few sentences under the heading; also the page's description in search results." }),
      howItWorks: z.array(titled).length(3).meta({ description: 'The three numbered How It Works steps, in order. Example title: Sign Up' }),
      closingHeading: text({ max: textLength.heading }).meta({ description: 'The heading of the last section, above the sign-up buttons. Example: Ready to Play?' }),
      closingText: text({ max: textLength.sentence })
        // The page adds the reply time after these words: a time written here would be a second figure for the same wait.
        .refine((words) => timesIn(words).length === 0, {
          error: 'must not name a time: the page adds "We will contact you within" and the reply time (replyTime) after these words. Write the time in replyTime',
        })
        .register(textFields, { max: textLength.sentence })
        .meta({ description: 'One or two sentences under the closing heading, without a time: the page adds "We will contact you within" and the reply time after them.' }),
      replyTime: waitingTime().meta({
        description:
          'How soon we contact a parent who registers a child, or a volunteer who applies. The page says it after the closing text, the message after sending says it, both confirmation emails say it where they hold {promise}, and the match emails where they hold {replyTime}. Example: 2-3 business days',
      }),
    })
    .meta({ description: 'The Play With Me page (/play-with-me); the games are in content/games.' }),
})

/** content/settings: the site's name, contact details and the words of each home page section. */
export const settingsCollection = {
  schema: settingsSchema,
  body: { kind: 'none' },
  single: true,
} as const satisfies CollectionDefinition
