import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { GRADES } from '#lib/forms/form-options.ts'
import { altText } from '../fields/alt-text.ts'
import { decorative } from '../fields/decorative.ts'
import { image } from '../fields/image.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { order } from '../fields/order.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const studentAmbassadorSchema = z.strictObject({
  name: text({ max: textLength.name }).meta({ description: "The ambassador's name, the heading of their card under Student Ambassadors on the home page. Example: Priya Raman" }),
  grade: z.enum(GRADES).meta({ description: 'Their grade, shown as "11th grade, Lakeside High School". Example: 11th' }),
  school: text({ max: textLength.heading }).meta({ description: 'Their school, shown after the grade. Example: Lakeside High School' }),
  bio: text({ max: textLength.sentence }).meta({ description: 'Two or three sentences about them, shown on their card.' }),
  image: image(pictureSlots.portrait, { photos: false }).meta({
    description: 'Their portrait (a drawing or initials, never a photo), shown on the card. Example: /images/people/priya-raman.svg',
  }),
  imageAlt: altText().meta({
    description: 'What the portrait shows, in one short sentence, for visitors who cannot see it. Example: Drawing of a smiling woman with short grey hair',
  }),
  imageDecorative: decorative(true),
  order: order().meta({ description: 'Position of the card among the ambassadors: lower numbers come first, and no two ambassadors share a number. Example: 1' }),
})

/** content/student-ambassadors: the ambassadors on the home page, with the grades the sign-up form offers. */
export const studentAmbassadorsCollection = {
  schema: studentAmbassadorSchema,
  body: { kind: 'none' },
} as const satisfies CollectionDefinition
