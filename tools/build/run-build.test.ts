import { expect, test } from 'vitest'
import type { BuildStep } from './build-step.ts'
import { runBuild } from './run-build.ts'

/** A step that notes its name in `done` when it runs, and gives `report` as its line. */
const step = (name: string, done: string[], report?: string): BuildStep => ({
  name,
  run: async () => {
    done.push(name)
    return report
  },
})

test('runs the steps in their order, each reported with its time', async () => {
  const done: string[] = []
  const lines: string[] = []
  const times = await runBuild([step('Pages', done, 'Wrote 3 pages.'), step('Sitemap', done), step('Feeds', done)], { log: (line) => lines.push(line) })
  expect(done).toEqual(['Pages', 'Sitemap', 'Feeds'])
  expect(times.map(({ name }) => name)).toEqual(['Pages', 'Sitemap', 'Feeds'])
  for (const { seconds } of times) expect(seconds).toBeGreaterThanOrEqual(0)
  expect(lines).toEqual([
    '▶ Pages',
    'Wrote 3 pages.',
    expect.stringMatching(/^◀ Pages: \d+\.\d s$/),
    '▶ Sitemap',
    expect.stringMatching(/^◀ Sitemap: \d+\.\d s$/),
    '▶ Feeds',
    expect.stringMatching(/^◀ Feeds: \d+\.\d s$/),
  ])
})

test('a failing step stops the build, and the error names it with its cause', async () => {
  const done: string[] = []
  const failing: BuildStep = {
    name: 'Search index',
    run: async () => {
      throw new Error('no pages to index')
    },
  }
  const build = runBuild([step('Pages', done), failing, step('Compression', done)], { log: () => {} })
  await expect(build).rejects.toThrow('The build step “Search index” failed: no pages to index')
  expect(done).toEqual(['Pages'])
})

test('hands each step the output it was asked for', async () => {
  const outputs: string[] = []
  await runBuild([{ name: 'Pages', run: async (output) => void outputs.push(output) }], { output: 'pipe', log: () => {} })
  expect(outputs).toEqual(['pipe'])
})
