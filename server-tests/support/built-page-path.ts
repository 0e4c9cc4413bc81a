import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const clientRoot = fileURLToPath(new URL('../../dist/client/', import.meta.url))

/** The path of a prerendered page other than the home page, read from the build (pages change; the tests should not). */
export function builtPagePath(): string {
  const folder = readdirSync(clientRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .find((name) => readdirSync(`${clientRoot}${name}`).includes('index.html'))
  if (!folder) throw new Error('The build has no page besides the home page')
  return `/${folder}`
}
