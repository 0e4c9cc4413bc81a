import { z } from 'zod'
import { externalUrl } from '../fields/external-url.ts'
import { text } from '../fields/text.ts'

/** content/publications: the papers the science topics cite. */
export const publicationSchema = z.strictObject({
  title: text(),
  authors: text(),
  journal: text(),
  year: z.int().min(1900).max(2100),
  volume: z.string().regex(/^\d+(?:\(\d+\))?$/, 'must be a volume number, optionally with the issue in brackets, like 12(8)'),
  pages: z.string().regex(/^\d+(?:[–-]\d+)?$/, 'must be a page or page range, like 1286–1296'),
  doi: z.string().regex(/^10\.\d{4,9}\/\S+$/, 'must be a DOI without the https://doi.org/ part, like 10.1002/aur.2151'),
  url: externalUrl(),
})
