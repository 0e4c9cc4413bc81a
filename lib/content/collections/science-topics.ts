import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { sectionedBody } from '../sectioned-body.ts'
import { scienceIcons } from '../fields/content-options.ts'
import { order } from '../fields/order.ts'
import { reference } from '../fields/reference.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const scienceTopicSchema = z.strictObject({
  title: text({ max: textLength.name }).meta({
    description: 'The topic, on its card in The Science Behind It section of the home page and as the heading of its panel. Example: Physiological Indicators',
  }),
  description: text({ max: textLength.sentence }).meta({ description: 'One sentence, shown on the topic card.' }),
  icon: z.enum(scienceIcons).meta({ description: 'The drawing on the topic card. Example: heart-pulse' }),
  indicators: z
    .array(text({ max: textLength.heading }))
    .length(5)
    .meta({ description: 'The five Key Warning Signs listed in the panel, one per item. Example: Faster or shallower breathing' }),
  publications: z.array(reference('publications')).length(2).meta({ description: 'File names (without .md) of two entries in content/publications.' }),
  order: order().meta({ description: 'Position of the card: lower numbers come first, and the first is selected when the page opens. No two topics share a number. Example: 1' }),
})

/** content/science-topics: the topics of the home page's science explorer, each citing two publications. */
export const scienceTopicsCollection = {
  schema: scienceTopicSchema,
  body: sectionedBody({ overview: 'Research Overview', research: 'Research Statement', interventions: 'Intervention Strategies' }),
} as const satisfies CollectionDefinition
