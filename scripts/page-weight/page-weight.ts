import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { importsOfScript } from './imports-of-script.ts'
import { scriptsOfHtml } from './scripts-of-html.ts'

export interface PageWeight {
  scripts: { src: string; gzipBytes: number }[]
  totalGzipBytes: number
}

/** The HTML file that the static server answers with for a page path. */
export function builtHtmlFile(clientRoot: string, pagePath: string): string {
  return pagePath === '/404' ? join(clientRoot, '404.html') : join(clientRoot, pagePath, 'index.html')
}

/**
 * The gzip size of every JavaScript file a built page can load, as the server sends it: the
 * scripts its HTML names and everything they import, at once or later.
 */
export function pageWeight(clientRoot: string, pagePath: string): PageWeight {
  const html = readFileSync(builtHtmlFile(clientRoot, pagePath), 'utf8')
  const pending = scriptsOfHtml(html)
  const seen = new Set<string>()
  const scripts: PageWeight['scripts'] = []
  while (pending.length > 0) {
    const src = pending.shift()!
    if (seen.has(src)) continue
    seen.add(src)
    const file = join(clientRoot, src)
    const source = readFileSync(file)
    const gzipBytes = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(source, { level: 9 }).length
    scripts.push({ src, gzipBytes })
    pending.push(...importsOfScript(source.toString('utf8'), src))
  }
  return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) }
}
