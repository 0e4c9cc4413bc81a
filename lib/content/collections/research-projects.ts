import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { projectStatuses } from '../fields/content-options.ts'
import { order } from '../fields/order.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const researchProjectSchema = z.strictObject({
  title: text({ max: textLength.heading }).meta({
    description: "The project's name, on its card on the Our Research page and in the home page's research summary. Example: Wearable Early-Warning Pilot",
  }),
  status: z.enum(projectStatuses).meta({ description: 'Where the project stands, shown as a label on its card. Example: In Progress' }),
  leadResearcher: text({ max: textLength.name }).meta({ description: 'Who leads it, shown as "Lead researcher: …". Example: Dr. Elena Marsh' }),
  partners: z
    .array(text({ max: textLength.name }))
    .min(1)
    .meta({ description: 'The organisations it works with, one per item, listed under "Partners" on the Our Research page. Example: Lakeside University' }),
  order: order().meta({ description: 'Position of the card among the projects: lower numbers come first, and no two projects share a number. Example: 1' }),
})

/** content/research-projects: the projects on /research and in the home page's summary. */
export const researchProjectsCollection = {
  schema: researchProjectSchema,
  body: { kind: 'markdown', required: true },
} as const satisfies CollectionDefinition
