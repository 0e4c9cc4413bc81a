import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { importsOfScript } from './imports-of-script.ts'
import { scriptsOfHtml } from './scripts-of-html.ts'

export interface PageWeight {
  /**
   * Each script with its load step: 0 when the page opens (the scripts its HTML names and their
   * static imports), 1 when code of step 0 imports it on demand (an island's code, loaded when the
   * island is needed), 2 when code of step 1 does (a form's checks, loaded when it is first sent)…
   */
  scripts: { src: string; gzipBytes: number; lazy: boolean; step: number }[]
  /** What loading the page downloads: the scripts its HTML names and their static imports. */
  initialGzipBytes: number
  /** What the page has loaded once every island has: steps 0 and 1. */
  withIslandsGzipBytes: number
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
  const pending = scriptsOfHtml(html).map((src) => ({ src, step: 0 }))
  const found = new Map<string, PageWeight['scripts'][number]>()
  while (pending.length > 0) {
    const { src, step } = pending.shift()!
    const known = found.get(src)
    if (known && known.step <= step) continue
    const file = join(clientRoot, src)
    const source = readFileSync(file)
    const gzipBytes = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(source, { level: 9 }).length
    found.set(src, { src, gzipBytes, lazy: step > 0, step })
    const imports = importsOfScript(source.toString('utf8'), src)
    pending.push(...imports.eager.map((path) => ({ src: path, step })), ...imports.lazy.map((path) => ({ src: path, step: step + 1 })))
  }
  const scripts = [...found.values()]
  const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.gzipBytes, 0)
  return {
    scripts,
    initialGzipBytes: sum(scripts.filter((script) => script.step === 0)),
    withIslandsGzipBytes: sum(scripts.filter((script) => script.step <= 1)),
    totalGzipBytes: sum(scripts),
  }
}
