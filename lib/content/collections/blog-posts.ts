import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { blogCategories } from '../fields/content-options.ts'
import { externalUrl } from '../fields/external-url.ts'
import { altText } from '../fields/alt-text.ts'
import { decorative } from '../fields/decorative.ts'
import { image } from '../fields/image.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { isoDate } from '../fields/iso-date.ts'
import { minutes } from '../fields/minutes.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const blogPostSchema = z.strictObject({
  title: text({ max: 100 }).meta({
    description: "The post's title, shown on its card in the Blog Posts tab of the home page and as the heading of its page. Example: Why I Started SenseAhead",
  }),
  excerpt: text({ max: 300 }).meta({ description: 'One or two sentences about the post, shown on its card, under the heading of its page and in search results.' }),
  author: text({ max: textLength.name }).meta({ description: 'Who wrote it, shown on the card as "Maya Okafor · 7 min read". Example: Maya Okafor' }),
  date: isoDate().meta({ description: 'When it was published, shown on the card; the newest post comes first. Example: 2026-06-02' }),
  readTimeMinutes: minutes().meta({ description: 'About how many minutes it takes to read, shown on the card. Example: 7' }),
  category: z.enum(blogCategories).meta({ description: 'Shown as a label above the title on the card. Example: Personal' }),
  link: externalUrl().optional().meta({ description: 'Where the post is published, opened by "Read More". Leave it out to publish the post here, from the text below.' }),
  image: image(pictureSlots.story).meta({ description: 'The picture at the top of the card and of its page. Example: /images/blog/why-i-started-senseahead.svg' }),
  imageAlt: altText().meta({
    description: 'What the picture shows, in one short sentence, for visitors who cannot see it. Example: Drawing of a quiet classroom with soft lighting',
  }),
  imageDecorative: decorative(true),
})

/** content/blog-posts: posts published elsewhere (link) or on a page of this site (the text). */
export const blogPostsCollection = {
  schema: blogPostSchema,
  body: { kind: 'markdown', elsewhere: 'link' },
} as const satisfies CollectionDefinition
