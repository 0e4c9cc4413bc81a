import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { podcastCategories } from '../fields/content-options.ts'
import { externalUrl } from '../fields/external-url.ts'
import { altText } from '../fields/alt-text.ts'
import { decorative } from '../fields/decorative.ts'
import { image } from '../fields/image.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { isoDate } from '../fields/iso-date.ts'
import { minutes } from '../fields/minutes.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const podcastSchema = z.strictObject({
  title: text({ max: 100 }).meta({ description: "The episode's title, on its card in the Podcasts tab of the home page and as the heading of its own page. Example: Early Signs" }),
  description: text({ max: 300 }).meta({ description: 'One or two sentences about the episode, shown on its card, under the heading of its page and in search results.' }),
  host: text({ max: textLength.name }).meta({ description: 'Who hosts it, shown on the card as "Maya Okafor · 24 min". Example: Maya Okafor' }),
  durationMinutes: minutes().meta({ description: 'How long the episode is, in whole minutes, shown on the card. Example: 24' }),
  date: isoDate().meta({ description: 'When it was published, shown on the card; the newest episode comes first. Example: 2026-08-18' }),
  category: z.enum(podcastCategories).meta({ description: 'Shown as a label above the title on the card. Example: Technology' }),
  audioUrl: externalUrl().optional().meta({ description: 'Where the episode is published, opened by "Listen Now". Leave it out to publish it here, from the show notes below.' }),
  image: image(pictureSlots.story).meta({
    description: 'The picture at the top of the card and of its page. Example: /images/podcasts/how-wearable-sensors-notice-stress.svg',
  }),
  imageAlt: altText().meta({
    description: 'What the picture shows, in one short sentence, for visitors who cannot see it. Example: Drawing of a quiet classroom with soft lighting',
  }),
  imageDecorative: decorative(true),
})

/** content/podcasts: episodes published elsewhere (audioUrl) or on a page of this site (the text). */
export const podcastsCollection = {
  schema: podcastSchema,
  body: { kind: 'markdown', elsewhere: 'audioUrl' },
} as const satisfies CollectionDefinition
