import { plainPage } from '../staff/plain-page.server.ts'

/**
 * A whole page of the links in a confirmation (plainPage), in the site's look: one column of text
 * as an article has it. `body` is HTML already.
 */
export function personPage({ title, body, stylesheets }: { title: string; body: string; stylesheets: readonly string[] }): string {
  return plainPage({ title, site: 'SenseAhead', body, stylesheets, layout: 'container prose' })
}
