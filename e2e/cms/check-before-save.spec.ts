import { collections } from '#lib/content/collections.ts'
import { choose, entriesOf, expect, formOf, frontmatterOf, lineOf, openCms, publish, read, refusal, test, textBoxIn } from './cms-steps.ts'

/** The orders of a folder's entries, as the copy has them. */
const ordersOf = (collection: string) => entriesOf(collection).map((path) => Number(frontmatterOf(read(path)).order))

test.describe('The content editor refuses, before saving, what the content check would refuse', () => {
  test('a decimal where a whole number belongs is refused, not rounded, and the words stay after the passing notice has gone', async ({ page }) => {
    const path = entriesOf('games')[0]!
    const before = read(path)
    await openCms(page, formOf(path))
    await page.getByLabel('Order', { exact: true }).fill('2.5')
    await publish(page)
    const words = `content/${path}:${lineOf(before, 'order')} order: should be a whole number (it is 2.5). To put an entry between two others, number the entries with gaps, like 10, 20, 30, and give it one in between, like 15`
    await expect(refusal(page)).toContainText(words)
    // Decap's own notice goes after a few seconds; the refusal, with the file and line, stays until dismissed.
    const passing = page.getByText(/^Not saved: the content check would refuse this/)
    await expect(passing).toBeVisible()
    await expect(passing).toBeHidden({ timeout: 30_000 })
    await expect(refusal(page)).toContainText(words)
    await refusal(page).getByRole('button', { name: 'Dismiss' }).click()
    await expect(refusal(page)).toBeHidden()
    expect(read(path)).toBe(before)
  })

  test("an order another file of the folder has, in the check's words", async ({ page }) => {
    const [path, other] = entriesOf('games')
    const order = frontmatterOf(read(other!)).order as number
    const before = read(path!)
    await openCms(page, formOf(path!))
    await page.getByLabel('Order', { exact: true }).fill(String(order))
    await publish(page)
    await expect(refusal(page)).toContainText(`${order} is also the order of content/games/`)
    expect(read(path!)).toBe(before)
  })

  test("a second game of a name another file has, in the check's words, not saved as a copy", async ({ page }) => {
    const existing = entriesOf('games')[0]!
    const before = entriesOf('games')
    await openCms(page, '#/collections/games/new')
    await page.getByLabel('Name', { exact: true }).fill(String(frontmatterOf(read(existing)).name))
    await page.getByLabel('Description', { exact: true }).fill('The same game a second time.')
    await page.getByLabel('Link', { exact: true }).fill('https://example.org/again')
    await choose(page, 'Visual', 'dice')
    await page.getByLabel('Age label', { exact: true }).fill('6+')
    await page.getByLabel('Order', { exact: true }).fill(String(Math.max(...ordersOf('games')) + 1))
    await publish(page)
    await expect(refusal(page)).toContainText(`"${String(frontmatterOf(read(existing)).name)}" is also the name of content/${existing}`)
    expect(entriesOf('games')).toEqual(before)
  })

  test('HTML typed into the Markdown text as Markdown', async ({ page }) => {
    const path = entriesOf('advisors')[0]!
    const before = read(path)
    await openCms(page, formOf(path))
    const text = await textBoxIn(page, 'markdown')
    await text.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('She is <b>always</b> glad to help.')
    await publish(page)
    await expect(refusal(page)).toContainText('text: HTML is not shown on the site (it is <b>): write bold text as **text**')
    expect(read(path)).toBe(before)
  })

  // Rich Text is the text box's first mode: what is typed there replaces the whole text, saved as
  // Decap writes it (HTML as HTML, a typed link with a backslash before its bracket).
  for (const [what, typed, words] of [
    ['HTML', 'She is <b>always</b> glad to help.', ['text: HTML is not shown on the site (it is <b>): write bold text as **text**']],
    [
      'a link',
      'Read [the study](https://example.org/study) first.',
      ['the Markdown signs as written instead of a link', 'so the line reads: Read [the study](https://example.org/study) first.'],
    ],
  ] as const) {
    test(`${what} typed into the Markdown text in Rich Text mode, refused as the check refuses what Decap saves of it`, async ({ page }) => {
      const path = entriesOf('advisors')[0]!
      const before = read(path)
      await openCms(page, formOf(path))
      const text = await textBoxIn(page, 'rich text')
      // Put in as one input, as a paste is, and seen in the editor before saving: typed key by key on
      // a busy machine, a save once went through without the refusal, as if nothing had been typed.
      await text.fill(typed)
      await expect(text).toHaveText(typed)
      await publish(page)
      for (const each of words) await expect(refusal(page)).toContainText(each)
      expect(read(path)).toBe(before)
    })
  }

  test('a text longer than its place is refused with how long it is, as the check says it', async ({ page }) => {
    const path = entriesOf('games')[0]!
    const before = read(path)
    await openCms(page, formOf(path))
    const long = 'A very long name for a game '.repeat(10).trim()
    await page.getByLabel('Name', { exact: true }).fill(long)
    await publish(page)
    await expect(refusal(page)).toContainText(`(it has ${long.length})`)
    expect(read(path)).toBe(before)
  })

  test('a missing section, worded as the check words it', async ({ page }) => {
    const path = entriesOf('founder')[0]!
    const before = read(path)
    const { heading } = collections.founder.body.sections.story
    await openCms(page, formOf(path))
    const text = await textBoxIn(page, 'markdown')
    // The whole line chosen, then replaced in one input, as a paste does: after the first key of a
    // typed line the editor draws the text again and puts the caret back at its start. Chosen again
    // until the selection holds the line: a click while the editor still draws its text is lost.
    await expect(async () => {
      await text.getByText(`## ${heading}`, { exact: true }).click()
      await page.keyboard.press('End')
      await page.keyboard.press('Shift+Home')
      expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(`## ${heading}`)
    }).toPass()
    await page.keyboard.insertText(`## ${heading.toLowerCase()}`)
    await expect(text.getByText(`## ${heading.toLowerCase()}`, { exact: true })).toBeVisible()
    await publish(page)
    // Told once, on the heading's line: the section it stands for is not reported missing as well.
    await expect(refusal(page)).toContainText(`"## ${heading.toLowerCase()}" is not a section of this file. Did you mean "## ${heading}"?`)
    await expect(refusal(page)).not.toContainText('is missing or empty')
    expect(read(path)).toBe(before)
  })
})

test("a list emptied of the items it needs is refused in the check's words", async ({ page }) => {
  const path = entriesOf('research-projects')[0]!
  const before = read(path)
  const partners = frontmatterOf(before).partners as string[]
  await openCms(page, formOf(path))
  const list = page.getByLabel('list field')
  // Decap's list buttons have no names: after "Expand" and "Add partners", each item has its own
  // open, drag and remove buttons, so the fifth removes the first item.
  for (const _partner of partners) await list.getByRole('button').nth(4).click()
  await expect(list.getByText('0 partners')).toBeVisible()
  await publish(page)
  await expect(refusal(page)).toContainText('partners: must have at least 1 item (it has 0)')
  expect(read(path)).toBe(before)
})
