import { z } from 'zod'
import type { CollectionName } from './collection-name.ts'
import { referenceTargets } from './reference-targets.ts'

/** The top-level fields of a collection's schema that hold references, alone or in a list. */
export function referenceFields(schema: z.ZodObject): { field: string; collection: CollectionName }[] {
  return Object.entries(schema.shape).flatMap(([field, value]) => {
    let inner = value as z.ZodType
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodArray) {
      inner = (inner instanceof z.ZodArray ? inner.element : inner.unwrap()) as z.ZodType
    }
    const target = referenceTargets.get(inner)
    return target ? [{ field, collection: target.collection }] : []
  })
}
