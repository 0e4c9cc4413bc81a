import { z } from 'zod'
import type { CollectionName } from './collection-name.ts'
import { referenceTargets } from './reference-targets.ts'
import { slugPattern } from './slug-pattern.ts'
import { valueFixes } from './value-fixes.ts'

/** A file's name as a reference names it: without .md, in lower case, with dashes between words. */
const asFileName = (written: string) =>
  written
    .trim()
    .replace(/\.md$/i, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')

/**
 * A field that names an entry of another collection by its file name without .md, like Astro's
 * reference(). The checker reports a name with no file behind it; the compiler refuses a
 * collection that does not exist.
 */
export function reference(collection: CollectionName) {
  return z
    .string()
    .regex(slugPattern, {
      error: ({ input }) =>
        typeof input === 'string' && /\.md$/i.test(input.trim())
          ? 'names a file without its .md ending; leave out .md'
          : 'must be a file name in lower case with dashes, like "my-entry"',
    })
    .register(referenceTargets, { collection })
    .register(valueFixes, { fix: asFileName })
}
