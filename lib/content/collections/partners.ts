import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { sectionedBody } from '../sectioned-body.ts'
import { externalUrl } from '../fields/external-url.ts'
import { image } from '../fields/image.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { order } from '../fields/order.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const partnerSchema = z.strictObject({
  name: text({ max: textLength.name }).meta({
    description: "The organisation's name, on its card in the home page's Partner Organizations section and above its story. Example: Riverbend Autism Network",
  }),
  kind: text({ max: textLength.label }).meta({ description: 'What sort of organisation it is, for example "Local autism organisation".' }),
  description: text({ max: textLength.sentence }).meta({ description: 'One or two sentences about the organisation, shown on its card.' }),
  website: externalUrl().meta({ description: "The organisation's website, opened by the card's Learn More button. Example: https://example.org/partners/riverbend-autism-network" }),
  logo: image(pictureSlots.partnerLogo).meta({ description: "The organisation's logo, shown on its card. Example: /images/partners/riverbend-autism-network.svg" }),
  focus: text({ max: textLength.heading }).meta({
    description: 'What the partnership works on, shown under "Focus". Example: Family support, caregiver workshops and school outreach',
  }),
  impact: z
    .array(text({ max: textLength.label }))
    .min(1)
    .meta({ description: 'Short results, one per item, shown under "Impact" on the card and in the story. Example: 2,000+ families' }),
  order: order().meta({ description: 'Position of the card: lower numbers come first, and the first is selected when the page opens. No two partners share a number. Example: 2' }),
})

/** content/partners: the supporting organisations and the story of each partnership. */
export const partnersCollection = {
  schema: partnerSchema,
  body: sectionedBody({ story: 'Our Partnership', journey: 'Journey', future: 'Future' }, { outcomes: 'Outcomes' }),
} as const satisfies CollectionDefinition
