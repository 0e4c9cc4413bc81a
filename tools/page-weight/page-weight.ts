import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { importsOfScript } from './imports-of-script.ts'
import { scriptsOfHtml } from './scripts-of-html.ts'

export interface PageWeight {
  scripts: { src: string; gzipBytes: number; lazy: boolean }[]
  /** What loading the page downloads: the scripts its HTML names and their static imports. */
  initialGzipBytes: number
  /** Everything the page can ever load, including code it imports only when needed. */
  totalGzipBytes: number
}

/** The HTML file that the static server answers with for a page path. */
export function builtHtmlFile(clientRoot: string, pagePath: string): string {
  return pagePath === '/404' ? join(clientRoot, '404.html') : join(clientRoot, pagePath, 'index.html')
}

/** The gzip size of every JavaScript file a built page loads, as the server sends it. */
export function pageWeight(clientRoot: string, pagePath: string): PageWeight {
  const html = readFileSync(builtHtmlFile(clientRoot, pagePath), 'utf8')
  const pending = scriptsOfHtml(html).map((src) => ({ src, lazy: false }))
  const found = new Map<string, PageWeight['scripts'][number]>()
  while (pending.length > 0) {
    const { src, lazy } = pending.shift()!
    const known = found.get(src)
    if (known && (lazy || !known.lazy)) continue
    const file = join(clientRoot, src)
    const source = readFileSync(file)
    const gzipBytes = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(source, { level: 9 }).length
    found.set(src, { src, gzipBytes, lazy })
    const imports = importsOfScript(source.toString('utf8'), src)
    pending.push(...imports.eager.map((path) => ({ src: path, lazy })), ...imports.lazy.map((path) => ({ src: path, lazy: true })))
  }
  const scripts = [...found.values()]
  const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.gzipBytes, 0)
  return { scripts, initialGzipBytes: sum(scripts.filter((script) => !script.lazy)), totalGzipBytes: sum(scripts) }
}
