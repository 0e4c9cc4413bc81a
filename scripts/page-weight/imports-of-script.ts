import { posix } from 'node:path'

/**
 * The site paths of the JavaScript files a built script can load: static imports, dynamic imports
 * and Vite's preload lists (written relative to the site root), so lazily loaded code counts too.
 */
export function importsOfScript(source: string, scriptPath: string): string[] {
  const found = new Set<string>()
  for (const [, reference] of source.matchAll(/["'`]((?:\.{1,2}\/|\/?assets\/)[\w./-]+\.js)["'`]/g)) {
    found.add(reference!.startsWith('.') ? posix.join(posix.dirname(scriptPath), reference!) : posix.join('/', reference!))
  }
  return [...found]
}
