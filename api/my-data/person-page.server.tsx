import type { ReactNode } from 'react'
import { plainPage } from '../http/plain-page.server.tsx'

/** A whole page of the links in a confirmation (plainPage), in the site's look: one column of text as an article has it. */
export function personPage({ title, body, stylesheets }: { title: string; body: ReactNode; stylesheets: readonly string[] }): string {
  return plainPage({ title, site: 'SenseAhead', body, stylesheets, layout: 'container prose' })
}
