import { z } from 'zod'
import { gameVisuals } from '../fields/content-options.ts'
import { externalUrl } from '../fields/external-url.ts'
import { order } from '../fields/order.ts'
import { text } from '../fields/text.ts'

/** content/games: the game cards on /play-with-me. */
export const gameSchema = z.strictObject({
  name: text(),
  description: text(),
  link: externalUrl(),
  visual: z.enum(gameVisuals).meta({ description: 'Which drawing the site shows on the game card.' }),
  ageLabel: z.string().regex(/^\d{1,2}\+$/, 'must be an age followed by a plus sign, like 6+'),
  order: order(),
})
