import type { z } from 'zod'

/**
 * The checker's own message for a value the field refuses, so the form says what
 * `npm run check:content` would say. Taken by running the field's schema, never copied.
 */
export function checkerMessage(schema: z.ZodType, refused: unknown): string | undefined {
  const result = schema.safeParse(refused)
  return result.success ? undefined : result.error.issues[0]?.message
}
