import { expect, test } from 'vitest'
import { parseMarkdown } from './parse-markdown.ts'
import { rawHtmlProblems } from './raw-html-problems.ts'

test('names each piece of HTML on its line with what to write instead', () => {
  const text = ['A first paragraph.<br>And more.', '', '<iframe src="https://example.org/player"></iframe>', '', 'Some <b>bold</b> words.'].join('\n')
  expect(rawHtmlProblems(parseMarkdown(text), 10)).toEqual([
    { line: 10, message: 'HTML is not shown on the site (it is <br>): for a new line, start a new paragraph with an empty line' },
    {
      line: 12,
      message:
        'HTML is not shown on the site (it is <iframe src="https://example.org/play...): embedded players are not shown; link to the page instead, like [Watch the talk](https://…)',
    },
    { line: 14, message: 'HTML is not shown on the site (it is <b>): write bold text as **text**' },
  ])
})

test('leaves Markdown and notes in HTML comments alone', () => {
  expect(rawHtmlProblems(parseMarkdown('Plain **bold** and [a link](https://example.org).\n\n<!-- a note for editors -->\n'), 1)).toEqual([])
})
