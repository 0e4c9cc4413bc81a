import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { applyFix } from './testing/apply-fix.ts'
import { checkContentFile } from './check-content-file.ts'
import { formatProblem } from './format-problem.ts'
import { FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'

const contact = readFileSync(join(FIXTURE_CONTENT, 'emails/contact.md'), 'utf8')
const check = (written: string) => checkContentFile('emails', 'contact.md', written).problems
const lineOf = (written: string, text: string) => written.split('\n').findIndex((line) => line.includes(text)) + 1

test.each([
  ['Hello {firstName},', 'Hello { firstName },', '{firstName}'],
  ['Hello {firstName},', 'Hello {firstName },', '{firstName}'],
  ['Hello {firstName},', 'Hello {\tfirstName},', '{firstName}'],
  ['Hello {firstName},', 'Hello {\u00a0firstName\u00a0},', '{firstName}'],
  ['Hello {firstName},', 'Hello { firstname },', '{firstName}'],
  ['({dataLink})', '({ dataLink })', '{dataLink}'],
])('%s typed as %s is refused on its own line, with the placeholder to write', (right, typed, meant) => {
  const written = contact.replace(right, typed)
  const problems = check(written)
  expect(problems.map(formatProblem)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/emails/contact\\.md:${lineOf(written, typed)} text: .* has spaces inside its braces, so the email would show it as typed: write ${meant.replace(/[{}]/g, '\\$&')}, without spaces$`,
      ),
    ),
  ])
  expect(check(applyFix(written, problems[0]!))).toEqual([])
})

test('a required placeholder typed with spaces is refused where it is, never asked for on another line', () => {
  const written = contact.replace('{reference}', '{ reference }')
  expect(check(written).map(formatProblem)).toEqual([
    `content/emails/contact.md:${lineOf(written, '{ reference }')} text: { reference } has spaces inside its braces, so the email would show it as typed: write {reference}, without spaces`,
  ])
})

test('in a field of the frontmatter, the same: refused on its line, with the field as it should be', () => {
  const written = contact.replace('subject: We got your message, {firstName}', 'subject: We got your message, { firstName }')
  const problems = check(written)
  expect(problems.map(formatProblem)).toEqual([
    'content/emails/contact.md:2 subject: { firstName } has spaces inside its braces, so the email would show it as typed: write {firstName}, without spaces',
  ])
  expect(check(applyFix(written, problems[0]!))).toEqual([])
})

test('a name in spaced braces that no placeholder is like is refused with the placeholders the text can use', () => {
  const problems = check(contact.replace('Thank you for writing', 'Thank you { xyz } for writing'))
  expect(problems.map(({ message }) => message)).toEqual([
    expect.stringMatching(/^\{ xyz \} has spaces inside its braces, .*write the placeholder without spaces\. It can use: \{firstName\}/),
  ])
})
