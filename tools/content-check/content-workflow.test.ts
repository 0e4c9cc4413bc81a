import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { parse } from 'yaml'

const root = fileURLToPath(new URL('../../', import.meta.url))
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g

/** The packages a script imports, following its own modules; type-only imports are left out, as they are erased. */
function packagesImportedBy(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier!.startsWith('.')) visit(resolve(dirname(file), specifier!))
      // The project's own folders by their package.json "imports" names: #lib/… is lib/….
      else if (specifier!.startsWith('#')) visit(join(root, specifier!.slice(1)))
      else if (!specifier!.startsWith('node:'))
        packages.add(
          specifier!
            .split('/')
            .slice(0, specifier!.startsWith('@') ? 2 : 1)
            .join('/'),
        )
    }
  }
  visit(entry)
  return packages
}

const workflow = parse(readFileSync(join(root, '.github/workflows/content.yml'), 'utf8')) as {
  concurrency: { group: string; 'cancel-in-progress': string }
  jobs: { 'check-content': { steps: { name?: string; run?: string }[] } }
}
const install = workflow.jobs['check-content'].steps.find((step) => step.name === 'Install what the check needs')!.run!
const installed = [...install.matchAll(/\s((?:@[\w.-]+\/)?[\w.-]+)@(\d[\w.-]*)/g)].map(([, name, version]) => ({ name: name!, version: version! }))
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> }

test('the content job installs exactly the packages the check imports, and the runner, at their locked versions', () => {
  expect(installed.map(({ name }) => name).sort()).toEqual([...packagesImportedBy(join(root, 'scripts/check-content.ts')), 'tsx'].sort())
  for (const { name, version } of installed) expect({ name, version }).toEqual({ name, version: lock.packages[`node_modules/${name}`]!.version })
  expect(existsSync(join(root, 'node_modules/tsx'))).toBe(true)
})

test('a new push to a pull request cancels the content check it replaces', () => {
  expect(workflow.concurrency.group).toContain('github.event.pull_request.number')
  expect(workflow.concurrency['cancel-in-progress']).toContain("github.event_name == 'pull_request'")
})
