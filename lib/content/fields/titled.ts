import { z } from 'zod'
import { text } from './text.ts'

/** A card, a pillar or a step: a short title and a sentence or two under it. */
export const titled = z.strictObject({
  title: text().meta({ description: 'The short heading of the card.' }),
  description: text().meta({ description: 'A sentence or two under the title.' }),
})
