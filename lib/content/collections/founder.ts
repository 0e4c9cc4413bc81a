import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { sectionedBody } from '../sectioned-body.ts'
import { decorative } from '../fields/decorative.ts'
import { image } from '../fields/image.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { social } from '../fields/social.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const founderSchema = z.strictObject({
  name: text({ max: textLength.name }).meta({ description: "The founder's name, the heading of the About section of the home page. Example: Maya Okafor" }),
  title: text({ max: textLength.heading }).meta({ description: 'Their role, shown under the name. Example: Founder of SenseAhead and university student' }),
  badge: text({ max: textLength.label }).meta({ description: 'A small label above the name. Example: Founder' }),
  portraits: z
    .array(
      z.strictObject({
        src: image(pictureSlots.portrait).meta({ description: 'The picture. Example: /images/people/maya-okafor.svg' }),
        alt: text({ max: 150 }).meta({ description: 'What the picture shows, read aloud by screen readers. Example: Illustrated avatar with the initials M O for Maya Okafor' }),
        decorative: decorative(true),
      }),
    )
    .min(1)
    .meta({ description: 'Pictures beside the text (drawings, never photos of children): the first is shown large, any others smaller below it.' }),
  socials: z.array(social).length(3).meta({ description: 'Three profiles, shown as icons under "My Story".' }),
})

/** content/founder: the one founder profile on the home page. */
export const founderCollection = {
  schema: founderSchema,
  body: sectionedBody({ biography: 'Biography', story: 'My Story' }),
  single: true,
} as const satisfies CollectionDefinition
