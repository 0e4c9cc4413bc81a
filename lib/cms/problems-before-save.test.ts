import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { collections } from '../content/collections.ts'
import { textFields } from '../content/fields/text-fields.ts'
import { FIXTURE_CONTENT } from '../content/testing/copy-of-fixture-content.ts'
import { decapConfig } from './decap-config.ts'
import { problemsBeforeSave } from './problems-before-save.ts'

const filesOf = (collection: string) =>
  readdirSync(join(FIXTURE_CONTENT, collection)).map((fileName) => ({ fileName, text: readFileSync(join(FIXTURE_CONTENT, collection, fileName), 'utf8') }))

test('an overlong text is refused before saving with how long it is, as the check says it; the form lets it through to that refusal', () => {
  const [saving, ...others] = filesOf('games')
  const max = textFields.get(collections.games.schema.shape.name)!.max
  const long = 'Chess '.repeat(Math.ceil(max / 6) + 1).trim()
  const problems = problemsBeforeSave('games', { ...saving!, text: saving!.text.replace(/^name: .*$/m, `name: ${long}`) }, others)
  expect(problems).toEqual([expect.stringMatching(new RegExp(`^content/games/${saving!.fileName}:\\d+ name: .*at most ${max} characters \\(it has ${long.length}\\)$`))])
  // Decap's own pattern has a fixed message, which could not say the count: it leaves the length to the check.
  const games = decapConfig({ settings: 'site', founder: 'maya-okafor' }).collections.find((collection) => collection.name === 'games')!
  const name = games.fields!.find((field) => field.name === 'name')!
  expect(new RegExp(name.pattern![0]).test(long)).toBe(true)
})

test('a link as the Rich Text mode saves it, with a backslash before its bracket, is refused before saving with the line to write', () => {
  const [saving, ...others] = filesOf('research-projects')
  const written = `${saving!.text.trimEnd()}\n\n\\[the study](https://example.org/study)\n`
  const problems = problemsBeforeSave('research-projects', { ...saving!, text: written }, others)
  expect(problems).toEqual([
    `content/research-projects/${saving!.fileName}:${written.split('\n').indexOf('\\[the study](https://example.org/study)') + 1} text: the \\ signs on this line make the page show the Markdown signs as written instead of a link (the content editor's Rich Text mode adds them to what is typed there): remove each \\ before a sign, so the line reads: [the study](https://example.org/study)`,
  ])
})
