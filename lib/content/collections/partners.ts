import { z } from 'zod'
import { externalUrl } from '../fields/external-url.ts'
import { image } from '../fields/image.ts'
import { order } from '../fields/order.ts'
import { text } from '../fields/text.ts'

/** content/partners: the supporting organisations and the story of each partnership. */
export const partnerSchema = z.strictObject({
  name: text(),
  kind: text().meta({ description: 'What sort of organisation it is, for example "Local autism organisation".' }),
  description: text(),
  website: externalUrl(),
  logo: image(),
  focus: text(),
  impact: z.array(text()).min(1),
  order: order(),
})
