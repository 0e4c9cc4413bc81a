import { z } from 'zod'
import { advisorExpertise } from '../fields/content-options.ts'
import { image } from '../fields/image.ts'
import { order } from '../fields/order.ts'
import { social } from '../fields/social.ts'
import { text } from '../fields/text.ts'

/** content/advisors: the advisory board; the text below the frontmatter is the full biography. */
export const advisorSchema = z.strictObject({
  name: text(),
  title: text(),
  bio: text().meta({ description: 'Two or three sentences for the card. The full biography is the text below the frontmatter.' }),
  image: image(),
  expertise: z.enum(advisorExpertise),
  socials: z.array(social),
  order: order(),
})
