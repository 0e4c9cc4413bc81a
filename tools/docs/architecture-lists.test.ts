import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { EMAIL_KINDS } from '#api/outbox/email-kind.server.ts'
import { buildSteps } from '#tools/build/build-steps.ts'
import { listedNames, sectionBlocks } from './markdown-outline.ts'

// The lists a reader takes for the whole: a step or a kind added to the code fails here until the doc names it.
const architecture = readFileSync('ARCHITECTURE.md', 'utf8')

test("ARCHITECTURE.md lists the build's steps by their names, in the order the build runs them", () => {
  const steps = buildSteps(process.cwd()).map((step) => step.name)
  expect(listedNames(sectionBlocks(architecture, 'The build'), 'strong')).toEqual(steps)
})

test('ARCHITECTURE.md lists every kind of email the outbox sends', () => {
  expect(listedNames(sectionBlocks(architecture, 'Mail'), 'inlineCode')).toEqual([...EMAIL_KINDS])
})
