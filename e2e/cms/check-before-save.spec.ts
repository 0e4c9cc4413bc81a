import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { collections } from '../../lib/content/collections.ts'
import { choose, contentFile, frontmatterOf, openCms, publish, read } from './cms-steps.ts'

/** The notice the editor gets when a save is refused, with the check's own lines. */
const refusal = (page: Page) => page.getByText(/^Not saved: the content check would refuse this/)

/** The Markdown text of the entry, as written in the file (the text box's Markdown mode). */
async function markdownText(page: Page) {
  const field = page.getByLabel('markdown field')
  await field.getByRole('switch').click()
  return field.getByRole('textbox')
}

test.describe('The content editor refuses, before saving, what the content check would refuse', () => {
  test('a decimal where a whole number belongs is refused, not rounded', async ({ page }) => {
    const before = read('games/chess.md')
    await openCms(page, '#/collections/games/entries/chess')
    await page.getByLabel('Order', { exact: true }).fill('2.5')
    await publish(page)
    await expect(refusal(page)).toContainText('content/games/chess.md:8 order: should be a whole number, but it is 2.5')
    expect(read('games/chess.md')).toBe(before)
  })

  test("an order another file of the folder has, in the check's words", async ({ page }) => {
    const uno = frontmatterOf(read('games/uno.md')).order as number
    const before = read('games/chess.md')
    await openCms(page, '#/collections/games/entries/chess')
    await page.getByLabel('Order', { exact: true }).fill(String(uno))
    await publish(page)
    await expect(refusal(page)).toContainText(`${uno} is also the order of content/games/`)
    expect(read('games/chess.md')).toBe(before)
  })

  test("a second game of a name another file has, in the check's words, not saved as a copy", async ({ page }) => {
    const games = readdirSync(contentFile('games')).filter((file) => file.endsWith('.md'))
    const existing = frontmatterOf(read(`games/${games[0]}`))
    const before = readdirSync(contentFile('games')).sort()
    await openCms(page, '#/collections/games/new')
    await page.getByLabel('Name', { exact: true }).fill(String(existing.name))
    await page.getByLabel('Description', { exact: true }).fill('The same game a second time.')
    await page.getByLabel('Link', { exact: true }).fill('https://example.org/again')
    await choose(page, 'Visual', 'dice')
    await page.getByLabel('Age label', { exact: true }).fill('6+')
    const orders = games.map((file) => Number(frontmatterOf(read(`games/${file}`)).order))
    await page.getByLabel('Order', { exact: true }).fill(String(Math.max(...orders) + 1))
    await publish(page)
    await expect(refusal(page)).toContainText(`"${String(existing.name)}" is also the name of content/games/${games[0]}`)
    expect(readdirSync(contentFile('games')).sort()).toEqual(before)
  })

  test('HTML typed into a Markdown text', async ({ page }) => {
    const before = read('advisors/elena-marsh.md')
    await openCms(page, '#/collections/advisors/entries/elena-marsh')
    const text = await markdownText(page)
    await text.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('She is <b>always</b> glad to help.')
    await publish(page)
    await expect(refusal(page)).toContainText('text: HTML is not shown on the site (it is <b>): write bold text as **text**')
    expect(read('advisors/elena-marsh.md')).toBe(before)
  })

  test('a missing section, worded as the check words it', async ({ page }) => {
    const before = read('founder/maya-okafor.md')
    const { heading } = collections.founder.body.sections.story
    await openCms(page, '#/collections/founder/entries/maya-okafor')
    const text = await markdownText(page)
    await text.getByText(`## ${heading}`, { exact: true }).click()
    await page.keyboard.press('End')
    for (const _letter of heading) await page.keyboard.press('Backspace')
    await page.keyboard.type(heading.toLowerCase())
    await publish(page)
    await expect(refusal(page)).toContainText(`the section "## ${heading}" is missing or empty; add the heading on its own line, followed by its text`)
    expect(read('founder/maya-okafor.md')).toBe(before)
  })
})

test("a list emptied of the items it needs is refused in the check's words", async ({ page }) => {
  const file = readdirSync(contentFile('research-projects')).find((name) => name.endsWith('.md'))!
  const before = read(`research-projects/${file}`)
  const partners = frontmatterOf(before).partners as string[]
  await openCms(page, `#/collections/research-projects/entries/${file.replace(/\.md$/, '')}`)
  const list = page.getByLabel('list field')
  // Decap's list buttons have no names: after "Expand" and "Add partners", each item has its own
  // open, drag and remove buttons, so the fifth removes the first item.
  for (const _partner of partners) await list.getByRole('button').nth(4).click()
  await expect(list.getByText('0 partners')).toBeVisible()
  await publish(page)
  await expect(refusal(page)).toContainText('partners: must have at least 1 item (it has 0)')
  expect(read(`research-projects/${file}`)).toBe(before)
})
