import { z } from 'zod'
import { text } from './text.ts'

const isWebAddress = (value: string) => z.url({ protocol: /^https$/ }).safeParse(value).success

/** A link to a social profile; "#" holds its place while the profile is not set up yet. */
export const social = z.strictObject({
  name: text().meta({ description: 'Shown to visitors, for example "LinkedIn".' }),
  url: z
    .string()
    .refine((value) => value === '#' || isWebAddress(value), {
      error: 'must be a full web address starting with https://, or # while the profile is not set up yet',
    })
    .meta({ description: 'Full web address, or "#" while the profile is not set up yet.' }),
})
