import { expect, test } from 'vitest'
import { changedLines, onChangedLine } from './changed-lines.ts'

const diff = [
  'diff --git a/content/games/chess.md b/content/games/chess.md',
  '--- a/content/games/chess.md',
  '+++ b/content/games/chess.md',
  '@@ -4 +4 @@ name: Chess',
  '-description: old',
  '+description: new',
  '@@ -8,0 +9,2 @@',
  '+a',
  '+b',
  'diff --git a/content/games/uno.md b/content/games/uno.md',
  'deleted file mode 100644',
  '--- a/content/games/uno.md',
  '+++ /dev/null',
  '@@ -1,3 +0,0 @@',
  'diff --git a/content/games/dominoes.md b/content/games/dominoes.md',
  '--- /dev/null',
  '+++ b/content/games/dominoes.md',
  '@@ -0,0 +1,3 @@',
].join('\n')

test('reads the new side of each hunk, line by line', () => {
  const changed = changedLines(diff)
  expect([...changed.get('content/games/chess.md')!]).toEqual([4, 9, 10])
  expect([...changed.get('content/games/dominoes.md')!]).toEqual([1, 2, 3])
  expect(changed.has('content/games/uno.md')).toBe(false)
})

test('a problem is on a changed line when its file and line are; a whole-file problem when its file is', () => {
  const changed = changedLines(diff)
  expect(onChangedLine(changed, 'content/games/chess.md', 9)).toBe(true)
  expect(onChangedLine(changed, 'content/games/chess.md', 5)).toBe(false)
  expect(onChangedLine(changed, 'content/games/dominoes.md', undefined)).toBe(true)
  expect(onChangedLine(changed, 'content/games/uno.md', undefined)).toBe(false)
})
