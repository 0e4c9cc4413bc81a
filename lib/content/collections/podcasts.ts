import { z } from 'zod'
import { podcastCategories } from '../fields/content-options.ts'
import { externalUrl } from '../fields/external-url.ts'
import { image } from '../fields/image.ts'
import { isoDate } from '../fields/iso-date.ts'
import { minutes } from '../fields/minutes.ts'
import { text } from '../fields/text.ts'

/** content/podcasts: episodes published elsewhere (audioUrl) or on a page of this site (the text). */
export const podcastSchema = z.strictObject({
  title: text(),
  description: text(),
  host: text(),
  durationMinutes: minutes(),
  date: isoDate(),
  category: z.enum(podcastCategories),
  audioUrl: externalUrl().optional().meta({ description: 'Where the episode is published. Leave out to publish it on this site from the text below.' }),
  image: image(),
})
