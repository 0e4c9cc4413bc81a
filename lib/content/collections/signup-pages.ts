import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'
import { titled } from '../fields/titled.ts'

const signupPageSchema = z.strictObject({
  title: text({ max: 70 }).meta({ description: 'The page\'s title in the browser tab, before " | SenseAhead". Example: Join Our Community' }),
  description: text({ max: 250 }).meta({ description: 'One sentence for search results and link previews of the page.' }),
  heading: text({ max: textLength.heading }).meta({ description: 'The main heading at the top of the page. Example: Join Our Community' }),
  intro: text({ max: textLength.paragraph }).meta({ description: 'A few sentences under the heading.' }),
  cardsHeading: text({ max: textLength.heading }).meta({ description: 'The heading above the cards, beside the form. Example: Community Benefits' }),
  cards: z.array(titled).min(1).meta({ description: 'Cards beside the form, each with a title and a sentence or two.' }),
  lists: z
    .array(
      z.strictObject({
        heading: text({ max: textLength.heading }).meta({ description: 'The heading of the list. Example: What You Gain' }),
        items: z
          .array(text({ max: textLength.sentence }))
          .min(1)
          .meta({ description: 'The lines of the list, one per item.' }),
      }),
    )
    .default([])
    .meta({ description: 'Headed lists below the cards. Leave out, or write lists: [], for none.' }),
})

/** content/signup-pages: the words of each sign-up page around its form. */
export const signupPagesCollection = {
  schema: signupPageSchema,
  body: { kind: 'none' },
  /** The sign-up pages, each made from the file of its name and found at /<its name>. */
  required: ['community-signup', 'advisor-signup', 'student-ambassador-signup'],
} as const satisfies CollectionDefinition
