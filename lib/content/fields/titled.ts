import { z } from 'zod'
import { text } from './text.ts'
import { textLength } from './text-length.ts'

/** A card, a pillar or a step: a short title and a sentence or two under it. */
export const titled = z.strictObject({
  title: text({ max: textLength.heading }).meta({ description: 'The short heading of the card.' }),
  description: text({ max: textLength.sentence }).meta({ description: 'A sentence or two under the title.' }),
})
