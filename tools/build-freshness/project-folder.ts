import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project folder of the program at `moduleUrl` (its `import.meta.url`): the nearest folder
 * above it holding package.json. The server runs from scripts/ as source and from dist/server/
 * compiled, one and two folders down.
 */
export function projectFolder(moduleUrl: string): string {
  let folder = dirname(fileURLToPath(moduleUrl))
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder)
    if (parent === folder) throw new Error(`No package.json above ${fileURLToPath(moduleUrl)}.`)
    folder = parent
  }
  return folder
}
