import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The module every browser test imports its fixtures from: it hands out the content, so importing it reads nothing by itself. */
const FIXTURES = 'fixtures.ts'

/**
 * The browser test files (`*.spec.ts` in `e2eFolder`) that take what they expect from the content:
 * they use the `siteContent` fixture, or import a support module that reads the content (the
 * routes, the story lists…). These run on the extended content too, so a page that lists entries is
 * tested with more of them than it shows at once; found from the files, so a new test of such a page
 * joins by itself.
 */
export function specsThatReadContent(e2eFolder: string): string[] {
  const support = join(e2eFolder, 'support')
  const modules = readdirSync(support).filter((file) => file !== FIXTURES && file.endsWith('.ts'))
  const sources = new Map(modules.map((file) => [file, readFileSync(join(support, file), 'utf8')]))
  // The modules that read the content, and those that import one of them, until no more join.
  const readers = ['site-content.ts']
  for (let grew = true; grew;) {
    const joining = modules.filter((file) => !readers.includes(file) && importsAny(sources.get(file)!, readers))
    readers.push(...joining)
    grew = joining.length > 0
  }
  return readdirSync(e2eFolder)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => {
      const source = readFileSync(join(e2eFolder, file), 'utf8')
      return /\bsiteContent\b/.test(source) || importsAny(source, readers)
    })
    .map((file) => join(e2eFolder, file))
}

function importsAny(source: string, modules: string[]): boolean {
  return modules.some((module) => new RegExp(`from '[./]*(support/)?${module.replace('.', '\\.')}'`).test(source))
}
