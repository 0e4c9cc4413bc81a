import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { gameVisuals } from '../fields/content-options.ts'
import { externalUrl } from '../fields/external-url.ts'
import { order } from '../fields/order.ts'
import { text } from '../fields/text.ts'
import { valueFixes } from '../fields/value-fixes.ts'
import { textLength } from '../fields/text-length.ts'

const gameSchema = z.strictObject({
  name: text({ max: textLength.name }).meta({ description: 'The name of the game, shown as the heading of its card on the Play With Me page. Example: Chess' }),
  description: text({ max: textLength.sentence }).meta({
    description: 'One sentence about the game, shown on its card. Example: A classic strategy game where you plan each move with care.',
  }),
  link: externalUrl().meta({ description: "The game's own website, opened in a new tab by the card's Play button. Example: https://lichess.org/" }),
  visual: z.enum(gameVisuals).meta({ description: 'Which drawing the site shows on the game card (the drawings are pictured in CONTENT.md). Example: chess' }),
  ageLabel: z
    .string()
    .regex(/^\d{1,2}\+$/, 'must be an age followed by a plus sign, like 6+')
    // An age written alone (8, "8" or "8 years") is advised with its plus sign.
    .register(valueFixes, { fix: (written) => `${/\d{1,2}/.exec(written)?.[0] ?? written}+` })
    .meta({ description: 'The youngest age it suits, shown as "Ages 8+". Example: 8+' }),
  order: order().meta({ description: 'Position of the card among the games: lower numbers come first, and no two games share a number. Example: 4' }),
})

/** content/games: the game cards on /play-with-me. */
export const gamesCollection = {
  schema: gameSchema,
  body: { kind: 'none' },
} as const satisfies CollectionDefinition
