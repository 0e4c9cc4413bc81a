import { expect, test } from 'vitest'
import { markdownLinkProblems } from './markdown-link-problems.ts'
import { parseMarkdown } from './parse-markdown.ts'

const text = 'See [your data]({dataLink}) today.'

test('a link to a placeholder alone passes only in a text that has placeholders (an email), where the placeholder check names a wrong one', () => {
  expect(markdownLinkProblems(parseMarkdown(text), 1, text, { placeholders: true })).toEqual([])
  expect(markdownLinkProblems(parseMarkdown(text), 1, text).map(({ message }) => message)).toEqual([expect.stringContaining('not a full web address')])
  const halfPlaceholder = 'See [your data](x{dataLink}) today.'
  expect(markdownLinkProblems(parseMarkdown(halfPlaceholder), 1, halfPlaceholder, { placeholders: true })).toHaveLength(1)
})
