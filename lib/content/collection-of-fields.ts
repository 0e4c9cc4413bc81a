import { z } from 'zod'
import { collections } from './collections.ts'
import type { CollectionName } from './fields/collection-name.ts'

/**
 * The collection whose files take every field `data` has, other than `besides`: a file whose
 * fields all belong to another collection was most likely put in the wrong folder.
 */
export function collectionOfFields(data: unknown, besides?: CollectionName): CollectionName | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined
  const keys = Object.keys(data)
  if (keys.length === 0) return undefined
  return (Object.keys(collections) as CollectionName[]).find((name) => {
    if (name === besides) return false
    const schema = collections[name].schema as z.ZodType
    return schema instanceof z.ZodObject && keys.every((key) => key in schema.shape)
  })
}
