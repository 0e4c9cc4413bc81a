import { expect, test } from 'vitest'
import { githubAnnotation } from './github-annotation.ts'

test('names the file, line and field, so the pull request shows the message on that line', () => {
  expect(githubAnnotation({ file: 'content/games/chess.md', line: 4, field: 'ageLabel', message: 'must be an age followed by a plus sign, like 6+' })).toBe(
    '::error file=content/games/chess.md,line=4,title=ageLabel::must be an age followed by a plus sign, like 6+',
  )
})

test('leaves out the line and title of a problem with the whole file', () => {
  expect(githubAnnotation({ file: 'content/gmes', message: 'there is no collection "gmes"' })).toBe('::error file=content/gmes::there is no collection "gmes"')
})

test('escapes what would end a property or the command early', () => {
  expect(githubAnnotation({ file: 'content/a,b.md', line: 2, field: 'mission.pillars[2]:x', message: '100% wrong\nsee line 3' })).toBe(
    '::error file=content/a%2Cb.md,line=2,title=mission.pillars[2]%3Ax::100%25 wrong%0Asee line 3',
  )
})
