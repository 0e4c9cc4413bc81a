import { z } from 'zod'
import { text } from './text.ts'
import { textLength } from './text-length.ts'

const isWebAddress = (value: string) => z.url({ protocol: /^https$/ }).safeParse(value).success

/** A link to a social profile; "#" holds its place while the profile is not set up yet. */
export const social = z.strictObject({
  name: text({ max: textLength.label }).meta({ description: 'The network: it picks the icon, and screen readers hear "… on LinkedIn". Example: LinkedIn' }),
  url: z
    .string()
    .refine((value) => value === '#' || isWebAddress(value), {
      error: 'must be a full web address starting with https://, or # while the profile is not set up yet',
    })
    // For editors' tools that read the JSON Schemas (and the CMS's form): the form the checker accepts.
    .meta({
      description: 'The full address of the profile, or "#" while it is not set up yet (the icon then shows but leads nowhere).',
      pattern: '^(?:#|https://[^\\s/?#]+[^\\s]*)$',
      patternErrorMessage: 'must be a full web address starting with https://, or # while the profile is not set up yet',
    }),
})
