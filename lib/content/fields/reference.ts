import { z } from 'zod'
import type { CollectionName } from './collection-name.ts'
import { referenceTargets } from './reference-targets.ts'
import { slugPattern } from './slug-pattern.ts'

/**
 * A field that names an entry of another collection by its file name without .md, like Astro's
 * reference(). The checker reports a name with no file behind it; the compiler refuses a
 * collection that does not exist.
 */
export function reference(collection: CollectionName) {
  return z.string().regex(slugPattern, 'must be a file name in lower case with dashes, like "my-entry"').register(referenceTargets, { collection })
}
