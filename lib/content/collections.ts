/**
 * The content collections: one folder under content/ each, its frontmatter schema in
 * collections/<folder>.ts, and here how its Markdown body is used.
 *
 * These modules are the single source of truth for what an editor may write in a content file. The
 * checker (`npm run check:content`), the build, the JSON Schemas in content/json-schema/ and the
 * page types all come from here.
 */
import type { z } from 'zod'
import { EMAIL_FILES, placeholdersOf, requiredPlaceholdersOf } from '../emails/email-files.ts'
import { advisorSchema } from './collections/advisors.ts'
import { blogPostSchema } from './collections/blog-posts.ts'
import { emailSchema } from './collections/emails.ts'
import { founderSchema } from './collections/founder.ts'
import { gameSchema } from './collections/games.ts'
import { partnerSchema } from './collections/partners.ts'
import { podcastSchema } from './collections/podcasts.ts'
import { publicationSchema } from './collections/publications.ts'
import { researchProjectSchema } from './collections/research-projects.ts'
import { scienceTopicSchema } from './collections/science-topics.ts'
import { settingsSchema } from './collections/settings.ts'
import { signupPageSchema, signupPageSlugs } from './collections/signup-pages.ts'
import { studentAmbassadorSchema } from './collections/student-ambassadors.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { sectionedBody } from './sectioned-body.ts'

/**
 * How each collection's Markdown body is used:
 * - none: the file has frontmatter only;
 * - markdown: the whole body is one text; with `keepSource`, the entry keeps the Markdown itself
 *   too (`markdown`), for what fills it in later (an email's placeholders); with `elsewhere`, an entry whose field of that name
 *   links to where it is published takes no text (it would never be shown), and one without that
 *   link must have text (its page here would be empty);
 * - sections: the body is split at "## Heading" lines; every listed heading must appear once.
 */
type BodyRule =
  | { kind: 'none' }
  | { kind: 'markdown'; required: true; keepSource?: true }
  | { kind: 'markdown'; elsewhere: string }
  | { kind: 'sections'; sections: Record<string, { heading: string; required: boolean }> }

export interface CollectionDefinition {
  /** The frontmatter. A field made with reference() names an entry of another collection. */
  schema: z.ZodObject
  body: BodyRule
  /** A single file, not a list, such as the site settings. */
  single?: true
  /** The files the folder holds, by name without .md, with what each is: each must be there, and no other. */
  fixedFiles?: Readonly<Record<string, { label: string }>>
  /**
   * The `{name}` placeholders each text of a file may use, by field (`body` for the text below the
   * frontmatter): any other is a problem on its line. A field named here must be filled; a text
   * field not named is never used, so it must be left out.
   */
  placeholders?: (file: string) => Readonly<Record<string, readonly string[]>> | undefined
  /** The placeholders each text of a file must hold, by field as `placeholders`: without one, the email would lose what it is for. */
  requiredPlaceholders?: (file: string) => Readonly<Record<string, readonly string[]>> | undefined
  /** Files (without .md) the site's pages are made from, which must not be removed. */
  required?: readonly string[]
}

const define = <const D extends CollectionDefinition>(definition: D) => definition

/** In the order the checker lists the folders. */
export const collections = {
  settings: define({ schema: settingsSchema, body: { kind: 'none' }, single: true }),
  founder: define({ schema: founderSchema, body: sectionedBody({ biography: 'Biography', story: 'My Story' }), single: true }),
  games: define({ schema: gameSchema, body: { kind: 'none' } }),
  'research-projects': define({ schema: researchProjectSchema, body: { kind: 'markdown', required: true } }),
  partners: define({ schema: partnerSchema, body: sectionedBody({ story: 'Our Partnership', journey: 'Journey', future: 'Future' }, { outcomes: 'Outcomes' }) }),
  'science-topics': define({
    schema: scienceTopicSchema,
    body: sectionedBody({ overview: 'Research Overview', research: 'Research Statement', interventions: 'Intervention Strategies' }),
  }),
  publications: define({ schema: publicationSchema, body: { kind: 'none' } }),
  advisors: define({ schema: advisorSchema, body: { kind: 'markdown', required: true } }),
  'student-ambassadors': define({ schema: studentAmbassadorSchema, body: { kind: 'none' } }),
  podcasts: define({ schema: podcastSchema, body: { kind: 'markdown', elsewhere: 'audioUrl' } }),
  'blog-posts': define({ schema: blogPostSchema, body: { kind: 'markdown', elsewhere: 'link' } }),
  'signup-pages': define({ schema: signupPageSchema, body: { kind: 'none' }, required: signupPageSlugs }),
  emails: define({
    schema: emailSchema,
    body: { kind: 'markdown', required: true, keepSource: true },
    fixedFiles: EMAIL_FILES,
    placeholders: placeholdersOf,
    requiredPlaceholders: requiredPlaceholdersOf,
  }),
} satisfies Record<CollectionName, CollectionDefinition>

type Definitions = typeof collections

type SectionsOf<B> = B extends { kind: 'sections'; sections: infer S }
  ? { sections: { [K in keyof S]: S[K] extends { required: true } ? string : string | undefined } }
  : B extends { kind: 'markdown'; keepSource: true }
    ? { html: string; markdown: string }
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
export type EmailWords = Entry<'emails'>
