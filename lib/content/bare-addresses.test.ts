import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { checkContentFile } from './check-content-file.ts'
import { FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'

const fileName = 'five-ways-to-make-a-classroom-calmer.md'
const written = readFileSync(join(FIXTURE_CONTENT, 'blog-posts', fileName), 'utf8').replace(/^link: .*\n/m, '')

/** The HTML of a blog post's page, as the check hands it to the site, with `paragraph` added to its text. */
function pageOf(paragraph: string): string {
  const { entry, problems } = checkContentFile('blog-posts', fileName, `${written.trimEnd()}\n\n${paragraph}\n`)
  expect(problems).toEqual([])
  return entry!.html as string
}

test('a bare address in a text is a link on the page, as GitHub shows it', () => {
  expect(pageOf('Our guide is at https://example.org/guide')).toContain('<p>Our guide is at <a href="https://example.org/guide">https://example.org/guide</a></p>')
  expect(pageOf('Write to hello@example.org today.')).toContain('<a href="mailto:hello@example.org">hello@example.org</a> today.')
})

test.each([
  ['a full stop', 'Read https://example.org/guide.', '<a href="https://example.org/guide">https://example.org/guide</a>.'],
  ['a closing bracket', '(Read https://example.org/guide)', '(Read <a href="https://example.org/guide">https://example.org/guide</a>)'],
  ['a comma', 'Read https://example.org/a, then rest.', '<a href="https://example.org/a">https://example.org/a</a>, then'],
  ['a question mark', 'Did you read https://example.org/guide?', '<a href="https://example.org/guide">https://example.org/guide</a>?'],
  [
    'brackets that are part of it',
    'Read https://example.org/wiki/Sense_(perception).',
    '<a href="https://example.org/wiki/Sense_(perception)">https://example.org/wiki/Sense_(perception)</a>.',
  ],
])('%s after a bare address is not part of the link', (_kind, paragraph, html) => {
  expect(pageOf(paragraph)).toContain(html)
})

test.each([
  ['a Markdown link', 'Read [https://example.org/guide](https://example.org/guide).', '<a href="https://example.org/guide">https://example.org/guide</a>.'],
  ['a Markdown link with other words', 'Read [the guide](https://example.org/guide).', '<a href="https://example.org/guide">the guide</a>.'],
  ['an address in angle brackets', 'Read <https://example.org/guide>.', '<a href="https://example.org/guide">https://example.org/guide</a>.'],
])('an address in %s is linked once', (_kind, paragraph, html) => {
  const page = pageOf(paragraph)
  expect(page).toContain(html)
  expect(page.match(/<a /g)).toHaveLength(1)
})

test('an address written as code stays code', () => {
  expect(pageOf('Type `https://example.org/guide` in the bar.')).toContain('<code>https://example.org/guide</code>')
})
