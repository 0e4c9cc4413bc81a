import { expect, test } from '../support/fixtures.ts'
import { frontmatterOf, openCms, publish, read } from './cms-steps.ts'

test('saving changes the changed line only, and keeps the comments and every other line byte for byte', async ({ page }) => {
  const before = read('games/chess.md')
  const comments = before.split('\n').filter((line) => line.startsWith('#'))
  expect(comments.length, 'the sample game carries its launch reminder').toBeGreaterThan(0)
  const description = 'A game of plans, one careful move at a time.'
  await openCms(page, '#/collections/games/entries/chess')
  await page.getByLabel('Description', { exact: true }).fill(description)
  await publish(page)
  await expect.poll(() => frontmatterOf(read('games/chess.md')).description).toBe(description)
  const changed = before.replace(/^description: .*$/m, `description: ${description}`)
  expect(read('games/chess.md')).toBe(changed)
})
