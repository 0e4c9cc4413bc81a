import { z } from 'zod'
import { projectStatuses } from '../fields/content-options.ts'
import { order } from '../fields/order.ts'
import { text } from '../fields/text.ts'

/** content/research-projects: the projects on /research and in the home page's summary. */
export const researchProjectSchema = z.strictObject({
  title: text(),
  status: z.enum(projectStatuses),
  leadResearcher: text(),
  partners: z.array(text()).min(1),
  order: order(),
})
