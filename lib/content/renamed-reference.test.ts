import { readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'
import { copyOfFixtureContent } from './testing/copy-of-fixture-content.ts'

let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
afterEach(() => remove())

test('a reference to a file that was renamed is advised with the name the file has now', () => {
  const topic = join(root, 'content/science-topics/physiological-indicators.md')
  const [, referenced] = /^publications:\n {2}- ([a-z0-9-]+)$/m.exec(readFileSync(topic, 'utf8'))!
  const words = referenced!.split('-')
  // Renamed as editors do: a word left out, another added.
  const renamed = [...words.slice(0, -2), words.at(-1), 'study'].join('-')
  renameSync(join(root, 'content/publications', `${referenced}.md`), join(root, 'content/publications', `${renamed}.md`))
  const line = readFileSync(topic, 'utf8').split('\n').indexOf(`  - ${referenced}`) + 1
  expect(loadContent(root).problems.map(formatProblem)).toEqual([
    `content/science-topics/physiological-indicators.md:${line} publications[1]: there is no file content/publications/${referenced}.md. Did you mean '${renamed}'?`,
  ])
})
