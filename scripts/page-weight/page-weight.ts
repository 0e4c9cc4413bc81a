import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { scriptsOfHtml } from './scripts-of-html.ts'

export interface PageWeight {
  scripts: { src: string; gzipBytes: number }[]
  totalGzipBytes: number
}

/** The HTML file that the static server answers with for a page path. */
export function builtHtmlFile(clientRoot: string, pagePath: string): string {
  return pagePath === '/404' ? join(clientRoot, '404.html') : join(clientRoot, pagePath, 'index.html')
}

/** The gzip size of every JavaScript file a built page loads, as the server sends it. */
export function pageWeight(clientRoot: string, pagePath: string): PageWeight {
  const html = readFileSync(builtHtmlFile(clientRoot, pagePath), 'utf8')
  const scripts = scriptsOfHtml(html).map((src) => {
    const file = join(clientRoot, src)
    const gzipBytes = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length
    return { src, gzipBytes }
  })
  return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) }
}
