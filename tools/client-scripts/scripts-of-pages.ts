import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { importsOfScript } from '../page-weight/imports-of-script.ts'
import { scriptsOfHtml } from '../page-weight/scripts-of-html.ts'

/**
 * Every script the given prerendered pages of a build can load, at once or later: the scripts
 * their HTML names and everything those import, by site path ("/assets/…js"). `include` picks
 * the pages by their HTML file, relative to the build's client folder.
 */
export function scriptsOfPages(clientRoot: string, include: (htmlFile: string) => boolean): Set<string> {
  const pages = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && include(file.replace(/\\/g, '/')))
  const found = new Set<string>()
  const queue = pages.flatMap((page) => scriptsOfHtml(readFileSync(join(clientRoot, page), 'utf8')))
  while (queue.length > 0) {
    const script = queue.pop()!
    if (found.has(script)) continue
    found.add(script)
    const { eager, lazy } = importsOfScript(readFileSync(join(clientRoot, script), 'utf8'), script)
    queue.push(...eager, ...lazy)
  }
  return found
}
