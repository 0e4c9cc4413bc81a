/**
 * The content collections: one zod schema per folder under content/.
 *
 * This file is the single source of truth for what an editor may write in a content file. The
 * checker (`npm run check:content`), the build, the JSON Schemas in content/json-schema/ and the
 * page types all come from here.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { GRADES } from '../forms/form-options.ts'

// Content is always checked and built from the project root (npm scripts run there).
const publicFolder = join(process.cwd(), 'public')

const text = () => z.string().trim().min(1, 'must not be empty')

/** An entry's file name without .md: its slug, and its address on the site where it has a page. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slug = () => z.string().regex(slugPattern, 'must be a file name in lower case with dashes, like "my-entry"')

const externalUrl = () => z.url({ protocol: /^https?$/, error: 'must be a full web address starting with https://' })

/** A file under public/, written as it appears on the site: "/images/people/maya.svg". */
const publicFile = (kinds: readonly string[]) =>
  z
    .string()
    .regex(new RegExp(`^/[a-z0-9/_.-]+\\.(?:${kinds.join('|')})$`), `must be a path under public/ starting with "/" and ending in ${kinds.map((k) => '.' + k).join(', ')}`)
    .refine((path) => existsSync(join(publicFolder, path)), {
      error: (issue) => `there is no file public${String(issue.input)}: add it, or correct the path`,
    })

const image = () => publicFile(['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'])
const video = () => publicFile(['mp4', 'webm'])

/** Lower numbers come first on the page. */
const order = () => z.int().min(0).meta({ description: 'Position on the page: lower numbers come first.' })

const isWebAddress = (value: string) => z.url({ protocol: /^https?$/ }).safeParse(value).success

const social = z.strictObject({
  name: text().meta({ description: 'Shown to visitors, for example "LinkedIn".' }),
  url: z
    .string()
    .refine((value) => value === '#' || isWebAddress(value), {
      error: 'must be a full web address starting with https://, or # while the profile is not set up yet',
    })
    .meta({ description: 'Full web address, or "#" while the profile is not set up yet.' }),
})

const titled = z.strictObject({ title: text(), description: text() })

const minutes = () => z.int().positive().meta({ description: 'Length in whole minutes.' })

const isoDate = () => z.iso.date({ error: 'must be a date written as YYYY-MM-DD, like 2026-03-14' })

const settingsSchema = z.strictObject({
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

const founderSchema = z.strictObject({
  name: text(),
  title: text(),
  badge: text(),
  portraits: z.array(z.strictObject({ src: image(), alt: text() })).min(1),
  socials: z.array(social).length(3),
})

const gameVisuals = ['charades', 'pictionary', 'connect-four', 'chess', 'checkers', 'cards', 'fish', 'memory', 'grid', 'letters', 'dice', 'quiz'] as const

const gameSchema = z.strictObject({
  name: text(),
  description: text(),
  link: externalUrl(),
  visual: z.enum(gameVisuals).meta({ description: 'Which drawing the site shows on the game card.' }),
  ageLabel: z.string().regex(/^\d{1,2}\+$/, 'must be an age followed by a plus sign, like 6+'),
  order: order(),
})

const projectStatuses = ['Planned', 'In Progress', 'Completed'] as const

const researchProjectSchema = z.strictObject({
  title: text(),
  status: z.enum(projectStatuses),
  leadResearcher: text(),
  partners: z.array(text()).min(1),
  order: order(),
})

const partnerSchema = z.strictObject({
  name: text(),
  kind: text().meta({ description: 'What sort of organisation it is, for example "Local autism organisation".' }),
  description: text(),
  website: externalUrl(),
  logo: image(),
  focus: text(),
  impact: z.array(text()).min(1),
  order: order(),
})

const scienceIcons = ['heart-pulse', 'eye', 'sound-wave', 'brain'] as const

const scienceTopicSchema = z.strictObject({
  title: text(),
  description: text(),
  icon: z.enum(scienceIcons),
  indicators: z.array(text()).length(5),
  publications: z.array(slug()).length(2).meta({ description: 'File names (without .md) of two entries in content/publications.' }),
  order: order(),
})

const publicationSchema = z.strictObject({
  title: text(),
  authors: text(),
  journal: text(),
  year: z.int().min(1900).max(2100),
  volume: z.string().regex(/^\d+(?:\(\d+\))?$/, 'must be a volume number, optionally with the issue in brackets, like 12(8)'),
  pages: z.string().regex(/^\d+(?:[–-]\d+)?$/, 'must be a page or page range, like 1286–1296'),
  doi: z.string().regex(/^10\.\d{4,9}\/\S+$/, 'must be a DOI without the https://doi.org/ part, like 10.1002/aur.2151'),
  url: externalUrl(),
})

export const advisorExpertise = ['Research', 'Education', 'Advocacy'] as const

const advisorSchema = z.strictObject({
  name: text(),
  title: text(),
  bio: text().meta({ description: 'Two or three sentences for the card. The full biography is the text below the frontmatter.' }),
  image: image(),
  expertise: z.enum(advisorExpertise),
  socials: z.array(social),
  order: order(),
})

const studentAmbassadorSchema = z.strictObject({
  name: text(),
  grade: z.enum(GRADES),
  school: text(),
  bio: text(),
  image: image(),
  order: order(),
})

const podcastCategories = ['Education', 'Technology'] as const

const podcastSchema = z.strictObject({
  title: text(),
  description: text(),
  host: text(),
  durationMinutes: minutes(),
  date: isoDate(),
  category: z.enum(podcastCategories),
  audioUrl: externalUrl().optional().meta({ description: 'Where the episode is published. Leave out to publish it on this site from the text below.' }),
  image: image(),
})

const blogCategories = ['Research', 'Education', 'Personal'] as const

const blogPostSchema = z.strictObject({
  title: text(),
  excerpt: text(),
  author: text(),
  date: isoDate(),
  readTimeMinutes: minutes(),
  category: z.enum(blogCategories),
  link: externalUrl().optional().meta({ description: 'Where the post is published. Leave out to publish it on this site from the text below.' }),
  image: image(),
})

const signupPageSchema = z.strictObject({
  title: text(),
  description: text(),
  heading: text(),
  intro: text(),
  cardsHeading: text(),
  cards: z.array(titled).min(1),
  lists: z.array(z.strictObject({ heading: text(), items: z.array(text()).min(1) })).default([]),
})

/**
 * How each collection's Markdown body is used:
 * - none: the file has frontmatter only;
 * - markdown: the whole body is one text;
 * - sections: the body is split at "## Heading" lines; every listed heading must appear once.
 */
type BodyRule = { kind: 'none' } | { kind: 'markdown'; required: boolean } | { kind: 'sections'; sections: Record<string, { heading: string; required: boolean }> }

export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  schema: S
  body: BodyRule
  /** A single file, not a list, such as the site settings. */
  single?: true
  /** Frontmatter fields that hold file names of entries in another collection. */
  references?: Record<string, string>
}

const define = <const D extends CollectionDefinition>(definition: D) => definition

export const collections = {
  settings: define({ schema: settingsSchema, body: { kind: 'none' }, single: true }),
  founder: define({
    schema: founderSchema,
    single: true,
    body: {
      kind: 'sections',
      sections: {
        biography: { heading: 'Biography', required: true },
        story: { heading: 'My Story', required: true },
      },
    },
  }),
  games: define({ schema: gameSchema, body: { kind: 'none' } }),
  'research-projects': define({ schema: researchProjectSchema, body: { kind: 'markdown', required: true } }),
  partners: define({
    schema: partnerSchema,
    body: {
      kind: 'sections',
      sections: {
        story: { heading: 'Our Partnership', required: true },
        journey: { heading: 'Journey', required: true },
        future: { heading: 'Future', required: true },
        outcomes: { heading: 'Outcomes', required: false },
      },
    },
  }),
  'science-topics': define({
    schema: scienceTopicSchema,
    references: { publications: 'publications' },
    body: {
      kind: 'sections',
      sections: {
        overview: { heading: 'Research Overview', required: true },
        research: { heading: 'Research Statement', required: true },
        interventions: { heading: 'Intervention Strategies', required: true },
      },
    },
  }),
  publications: define({ schema: publicationSchema, body: { kind: 'none' } }),
  advisors: define({ schema: advisorSchema, body: { kind: 'markdown', required: true } }),
  'student-ambassadors': define({ schema: studentAmbassadorSchema, body: { kind: 'none' } }),
  podcasts: define({ schema: podcastSchema, body: { kind: 'markdown', required: false } }),
  'blog-posts': define({ schema: blogPostSchema, body: { kind: 'markdown', required: false } }),
  'signup-pages': define({ schema: signupPageSchema, body: { kind: 'none' } }),
}

export type CollectionName = keyof typeof collections
type Definitions = typeof collections

type SectionsOf<B> = B extends { kind: 'sections'; sections: infer S }
  ? { sections: { [K in keyof S]: S[K] extends { required: true } ? string : string | undefined } }
  : B extends { kind: 'markdown' }
    ? { html: string }
    : unknown

/** One checked entry: its frontmatter, its file name as `slug`, and its body rendered to HTML. */
type Entry<C extends CollectionName> = z.infer<Definitions[C]['schema']> & { slug: string } & SectionsOf<Definitions[C]['body']>

export type SiteContent = {
  [C in CollectionName]: Definitions[C] extends { single: true } ? Entry<C> : Entry<C>[]
}

export type Game = Entry<'games'>
export type ResearchProject = Entry<'research-projects'>
export type Partner = Entry<'partners'>
export type ScienceTopic = Entry<'science-topics'>
export type Publication = Entry<'publications'>
export type Advisor = Entry<'advisors'>
export type Podcast = Entry<'podcasts'>
export type BlogPost = Entry<'blog-posts'>
