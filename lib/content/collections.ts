/**
 * The content collections: one folder under content/ each, defined whole (its frontmatter schema,
 * how its Markdown body is used, the files it must hold) in collections/<folder>.ts, and listed here.
 *
 * These modules are the single source of truth for what an editor may write in a content file. The
 * checker (`npm run check:content`), the build, the JSON Schemas in content/json-schema/ and the
 * page types all come from here.
 */
import type { z } from 'zod'
import type { CollectionDefinition } from './collection-definition.ts'
import { advisorsCollection } from './collections/advisors.ts'
import { blogPostsCollection } from './collections/blog-posts.ts'
import { emailsCollection } from './collections/emails.ts'
import { founderCollection } from './collections/founder.ts'
import { gamesCollection } from './collections/games.ts'
import { partnersCollection } from './collections/partners.ts'
import { podcastsCollection } from './collections/podcasts.ts'
import { publicationsCollection } from './collections/publications.ts'
import { researchProjectsCollection } from './collections/research-projects.ts'
import { scienceTopicsCollection } from './collections/science-topics.ts'
import { settingsCollection } from './collections/settings.ts'
import { signupPagesCollection } from './collections/signup-pages.ts'
import { studentAmbassadorsCollection } from './collections/student-ambassadors.ts'
import type { CollectionName } from './fields/collection-name.ts'

/** In the order the checker lists the folders. */
export const collections = {
  settings: settingsCollection,
  founder: founderCollection,
  games: gamesCollection,
  'research-projects': researchProjectsCollection,
  partners: partnersCollection,
  'science-topics': scienceTopicsCollection,
  publications: publicationsCollection,
  advisors: advisorsCollection,
  'student-ambassadors': studentAmbassadorsCollection,
  podcasts: podcastsCollection,
  'blog-posts': blogPostsCollection,
  'signup-pages': signupPagesCollection,
  emails: emailsCollection,
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
