import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { externalUrl } from '../fields/external-url.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const publicationSchema = z.strictObject({
  title: text({ max: 250 }).meta({ description: "The paper's title, in its citation under Published Research in a science topic. Example: Heart rate increase predicts…" }),
  authors: text({ max: textLength.sentence }).meta({ description: 'The authors as the citation lists them. Example: Nuske, H. J., Finkel, E., Hedley, D., et al.' }),
  journal: text({ max: textLength.heading }).meta({ description: 'The journal it appeared in. Example: Stress' }),
  year: z.int().min(1900).max(2100).meta({ description: 'The year it was published, without quotes. Example: 2019' }),
  volume: z
    .string()
    .regex(/^\d+(?:\(\d+\))?$/, 'must be a volume number, optionally with the issue in brackets, like 12(8)')
    .meta({ description: 'The volume, and the issue in brackets if there is one. A volume alone is a number, so write it in quotes. Example: "22(3)" or "41"' }),
  pages: z
    .string()
    .regex(/^\d+(?:[–-]\d+)?$/, 'must be a page or page range, like 1286–1296')
    .meta({ description: 'The page or page range; a single page is a number, so write it in quotes. Example: "303–311" or "4301"' }),
  doi: z
    .string()
    .regex(/^10\.\d{4,9}\/\S+$/, 'must be a DOI without the https://doi.org/ part, like 10.1002/aur.2151')
    .meta({ description: 'The DOI, shown as a link to https://doi.org/ followed by it. Example: 10.1080/10253890.2019.1572744' }),
  url: externalUrl().meta({ description: 'Where to read the paper, opened by its Learn More button. Example: https://doi.org/10.1080/10253890.2019.1572744' }),
})

/** content/publications: the papers the science topics cite. */
export const publicationsCollection = {
  schema: publicationSchema,
  body: { kind: 'none' },
} as const satisfies CollectionDefinition
