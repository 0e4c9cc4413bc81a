import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const STYLESHEET_LINK = /[ \t]*<link\b(?=[^>]*\brel=["']stylesheet["'])[^>]*\bhref=["'](\/assets\/[^"']+\.css)["'][^>]*>\n?/gi

export interface MergedStylesheets {
  /** Pages rewritten to link one stylesheet. */
  pages: number
  /** The stylesheets written, one per distinct set of styles, by site path. */
  stylesheets: string[]
}

/**
 * After the build: gives every page one stylesheet instead of one per shared module (the home
 * page linked six, each blocking its first paint). The page's stylesheets are joined in the order
 * the page linked them, so the cascade is unchanged; a file whose text another already brought
 * is left out; pages with the same styles share one file, named by its content's hash so that it
 * can be cached for a year. The files that were joined are deleted: nothing links them any more,
 * and the browser code imports no styles of its own (styles-from-pages-only.ts), which is checked
 * here so that no page is left without a rule it needs.
 */
export function mergePageStylesheets(clientRoot: string): MergedStylesheets {
  const files = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' })
  const joined = new Set<string>()
  const written = new Map<string, string>()
  let pages = 0
  for (const file of files.filter((each) => each.endsWith('.html'))) {
    const htmlPath = join(clientRoot, file)
    const html = readFileSync(htmlPath, 'utf8')
    const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!)
    if (hrefs.length === 0) continue
    const texts = [...new Set(hrefs.map((href) => readFileSync(join(clientRoot, href), 'utf8')))]
    for (const text of texts.slice(1)) {
      // Valid only at the start of a stylesheet: joined after another, the browser would drop it.
      if (/@(?:charset|import)\b/.test(text)) throw new Error(`A stylesheet of ${file} has @charset or @import, which cannot be joined to another`)
    }
    const css = texts.map((text) => text.trimEnd()).join('\n') + '\n'
    const href = `/assets/static/page.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`
    if (!written.has(href)) {
      writeFileSync(join(clientRoot, href), css)
      written.set(href, css)
    }
    hrefs.forEach((each) => joined.add(each))
    let first = true
    const rewritten = html.replace(STYLESHEET_LINK, (tag, linked: string) => {
      if (!first) return ''
      first = false
      return tag.replace(linked, href)
    })
    writeFileSync(htmlPath, rewritten)
    pages += 1
  }
  for (const file of files.filter((each) => /\.m?js$/.test(each))) {
    const source = readFileSync(join(clientRoot, file), 'utf8')
    const named = [...joined].find((href) => source.includes(href.slice(1)))
    if (named) throw new Error(`${file} loads ${named} itself; the browser code must import no styles (see styles-from-pages-only.ts)`)
  }
  for (const href of joined) if (!written.has(href)) rmSync(join(clientRoot, href))
  return { pages, stylesheets: [...written.keys()] }
}
