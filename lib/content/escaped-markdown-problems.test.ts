import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { checkContentFile } from './check-content-file.ts'
import { applyFix } from './testing/apply-fix.ts'
import { FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'

const post = readFileSync(join(FIXTURE_CONTENT, 'blog-posts/five-ways-to-make-a-classroom-calmer.md'), 'utf8').replace(/^link: .*\n/m, '')
const withText = (text: string) => `${post}\nA first paragraph.\n\n${text}\n`
const check = (written: string) => checkContentFile('blog-posts', 'five-ways-to-make-a-classroom-calmer.md', written).problems
const lineOf = (written: string, text: string) => written.split('\n').indexOf(text) + 1

test('the text of the valid post passes, as the cases below start from it', () => {
  expect(check(withText('Plain words.'))).toEqual([])
})

test.each([
  ['\\[the study](https://example.org/study) shows it.', 'a link', '[the study](https://example.org/study) shows it.'],
  ['See \\[the study\\](http://example.org/study).', 'a link', 'See [the study](https://example.org/study).'],
  ['This is \\*\\*important\\*\\* to us.', 'bold text', 'This is **important** to us.'],
  ['This is \\_really\\_ calm.', 'slanted text', 'This is _really_ calm.'],
  ['\\## What we learned', 'a heading', '## What we learned'],
  ['A map: \\!\\[a calm room](/images/calm.svg)', 'a picture', 'A map: ![a calm room](/images/calm.svg)'],
])('%s, as the Rich Text mode saves what is typed, is refused on its line with the line to write', (typed, made, meant) => {
  const written = withText(typed)
  const problems = check(written)
  expect(problems).toEqual([expect.objectContaining({ line: lineOf(written, typed), field: 'text', message: expect.stringContaining(`as written instead of ${made}`) })])
  expect(problems[0]!.fix).toEqual({ lineText: meant })
})

test('the fix leaves the line as the page shows it meant: a link, with nothing more to refuse', () => {
  const written = withText('See \\[the study](http://example.org/study) for more.')
  const fixed = applyFix(written, check(written)[0]!)
  expect(check(fixed)).toEqual([])
  expect(checkContentFile('blog-posts', 'five-ways-to-make-a-classroom-calmer.md', fixed).entry!.html).toContain('<a href="https://example.org/study">the study</a>')
})

test.each(['The sum 2 \\* 3 is 6.', 'A folder called C:\\\\temp', 'Prices from \\$5.', '1986\\. A good year.', '\\- not a list'])(
  'a backslash that keeps a sign as written, %s, makes no formatting without it and passes',
  (typed) => expect(check(withText(typed))).toEqual([]),
)
