import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The addresses of the site's own style sheets, read once from the built not-found page, so the
 * console looks like the site (its colours, type and buttons) without a build of its own. Without a
 * build (the API alone) the console is plain HTML.
 */
export function siteStylesheets(clientRoot: string | undefined): string[] {
  if (!clientRoot) return []
  let page: string
  try {
    page = readFileSync(join(clientRoot, '404.html'), 'utf8')
  } catch {
    return []
  }
  return [...page.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((link) => /\bhref="(\/[^"]+\.css)"/.exec(link[0])?.[1] ?? [])
}
