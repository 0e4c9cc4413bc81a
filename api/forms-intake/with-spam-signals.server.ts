import * as z from 'zod/mini'
import { MAX_LENGTH } from '#lib/forms/form-options.ts'

/** A form's schema as the server receives it: the form's fields and the spam signals beside them. */
export function withSpamSignals<Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape, z.core.$strict>) {
  return z.extend(schema, {
    website: z.optional(z.string().check(z.maxLength(MAX_LENGTH.text))),
    formToken: z.optional(z.string().check(z.maxLength(200))),
  })
}
