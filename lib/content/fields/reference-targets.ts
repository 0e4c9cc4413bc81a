import { z } from 'zod'
import type { CollectionName } from './collection-name.ts'

/**
 * The collection each reference field points into. A registry of its own rather than the schema's
 * metadata: metadata is written into the editors' JSON Schemas, this is only for the checker.
 */
export const referenceTargets = z.registry<{ collection: CollectionName }>()
