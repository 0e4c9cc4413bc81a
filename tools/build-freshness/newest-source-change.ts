import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the built site is made from: a change to any of these makes the build out of date. */
const SOURCES = ['content', 'pages', 'renderer', 'public', 'vite.config.ts', 'vite.cms.config.ts', 'package-lock.json']

/** The time of the newest change among the site's sources under `root`, in milliseconds. */
export function newestSourceChange(root: string): number {
  let newest = 0
  const visit = (path: string) => {
    const stats = statSync(path, { throwIfNoEntry: false })
    if (!stats) return
    newest = Math.max(newest, stats.mtimeMs)
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  for (const source of SOURCES) visit(join(root, source))
  return newest
}
