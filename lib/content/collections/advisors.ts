import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { advisorExpertise } from '../fields/content-options.ts'
import { altText } from '../fields/alt-text.ts'
import { decorative } from '../fields/decorative.ts'
import { image } from '../fields/image.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { order } from '../fields/order.ts'
import { social } from '../fields/social.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const advisorSchema = z.strictObject({
  name: text({ max: textLength.name }).meta({ description: "The advisor's name, shown on their card and in their profile window on the home page. Example: Dr. Elena Marsh" }),
  title: text({ max: textLength.heading }).meta({ description: 'Their job or role, shown under the name. Example: Developmental Psychologist, Lakeside University' }),
  bio: text({ max: textLength.sentence }).meta({ description: 'Two or three sentences for the card. The full biography is the text below the frontmatter.' }),
  image: image(pictureSlots.portrait).meta({
    description:
      'Their portrait, shown on the card and in the profile window: a photo (as it comes from a phone is fine: the site makes smaller copies), a drawing or initials. Example: /images/people/elena-marsh.svg',
  }),
  imageAlt: altText().meta({
    description: 'What the portrait shows, in one short sentence, for visitors who cannot see it. Example: Drawing of a smiling woman with short grey hair',
  }),
  imageDecorative: decorative(true),
  expertise: z.enum(advisorExpertise).meta({ description: 'Their area, shown as a label above the name on the card. Example: Research' }),
  socials: z.array(social).meta({ description: 'Their profiles, shown as icons on the card and in the profile window. Write [] for none.' }),
  order: order().meta({ description: 'Position of the card among the advisors: lower numbers come first, and no two advisors share a number. Example: 1' }),
})

/** content/advisors: the advisory board; the text below the frontmatter is the full biography. */
export const advisorsCollection = {
  schema: advisorSchema,
  body: { kind: 'markdown', required: true },
} as const satisfies CollectionDefinition
