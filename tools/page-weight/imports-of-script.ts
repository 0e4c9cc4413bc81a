import { posix } from 'node:path'

export interface ScriptImports {
  /** Loaded with the script itself: `import … from "…"` and `import "…"`. */
  eager: string[]
  /** Loaded only when the code asks: `import("…")` and Vite's preload lists for those. */
  lazy: string[]
}

/** The site paths of the JavaScript files a built script imports, at once or later. */
export function importsOfScript(source: string, scriptPath: string): ScriptImports {
  const resolve = (reference: string) => (reference.startsWith('.') ? posix.join(posix.dirname(scriptPath), reference) : posix.join('/', reference))
  const eager = new Set<string>()
  for (const [, reference] of source.matchAll(/(?:\bfrom|\bimport)\s*["']((?:\.{1,2}\/|\/?assets\/)[\w./-]+\.js)["']/g)) eager.add(resolve(reference!))
  const lazy = new Set<string>()
  for (const [, reference] of source.matchAll(/["'`]((?:\.{1,2}\/|\/?assets\/)[\w./-]+\.js)["'`]/g)) {
    const path = resolve(reference!)
    if (!eager.has(path)) lazy.add(path)
  }
  return { eager: [...eager], lazy: [...lazy] }
}
