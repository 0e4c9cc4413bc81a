import { z } from 'zod'
import { scienceIcons } from '../fields/content-options.ts'
import { order } from '../fields/order.ts'
import { reference } from '../fields/reference.ts'
import { text } from '../fields/text.ts'

/** content/science-topics: the topics of the home page's science explorer, each citing two publications. */
export const scienceTopicSchema = z.strictObject({
  title: text(),
  description: text(),
  icon: z.enum(scienceIcons),
  indicators: z.array(text()).length(5),
  publications: z.array(reference('publications')).length(2).meta({ description: 'File names (without .md) of two entries in content/publications.' }),
  order: order(),
})
