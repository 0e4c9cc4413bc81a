import { z } from 'zod'
import { image } from '../fields/image.ts'
import { social } from '../fields/social.ts'
import { text } from '../fields/text.ts'

/** content/founder: the one founder profile on the home page. */
export const founderSchema = z.strictObject({
  name: text(),
  title: text(),
  badge: text(),
  portraits: z.array(z.strictObject({ src: image(), alt: text() })).min(1),
  socials: z.array(social).length(3),
})
