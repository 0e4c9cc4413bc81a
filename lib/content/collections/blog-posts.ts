import { z } from 'zod'
import { blogCategories } from '../fields/content-options.ts'
import { externalUrl } from '../fields/external-url.ts'
import { image } from '../fields/image.ts'
import { isoDate } from '../fields/iso-date.ts'
import { minutes } from '../fields/minutes.ts'
import { text } from '../fields/text.ts'

/** content/blog-posts: posts published elsewhere (link) or on a page of this site (the text). */
export const blogPostSchema = z.strictObject({
  title: text(),
  excerpt: text(),
  author: text(),
  date: isoDate(),
  readTimeMinutes: minutes(),
  category: z.enum(blogCategories),
  link: externalUrl().optional().meta({ description: 'Where the post is published. Leave out to publish it on this site from the text below.' }),
  image: image(),
})
