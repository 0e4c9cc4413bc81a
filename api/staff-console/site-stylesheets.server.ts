import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A built page with the site's forms: one of the sign-up pages, which the content cannot leave out.
 * Its style sheet holds everything the console's pages use of the site's (colours, type, buttons,
 * the forms' fields and notices) and little else.
 */
const PAGE_WITH_FORMS = 'community-signup/index.html'

/**
 * The addresses of the site's own style sheets, read once from a built page with the site's forms,
 * so the console and a person's own pages look like the site, with its fields and notices, without
 * a build of their own. Without a build (the API alone) they are plain HTML.
 */
export function siteStylesheets(clientRoot: string | undefined): string[] {
  if (!clientRoot) return []
  let page: string
  try {
    page = readFileSync(join(clientRoot, PAGE_WITH_FORMS), 'utf8')
  } catch {
    return []
  }
  return [...page.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((link) => /\bhref="(\/[^"]+\.css)"/.exec(link[0])?.[1] ?? [])
}
