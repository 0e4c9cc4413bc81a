import { z } from 'zod'
import { GRADES } from '../../forms/form-options.ts'
import { image } from '../fields/image.ts'
import { order } from '../fields/order.ts'
import { text } from '../fields/text.ts'

/** content/student-ambassadors: the ambassadors on the home page, with the grades the sign-up form offers. */
export const studentAmbassadorSchema = z.strictObject({
  name: text(),
  grade: z.enum(GRADES),
  school: text(),
  bio: text(),
  image: image(),
  order: order(),
})
