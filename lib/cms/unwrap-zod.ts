import { z } from 'zod'

/** A field's schema without the optional or default wrapped around it. */
export function unwrapZod(schema: z.ZodType): z.ZodType {
  let inner = schema
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType
  return inner
}
