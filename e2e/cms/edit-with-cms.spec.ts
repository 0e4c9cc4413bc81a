import type { Page } from '@playwright/test'
import { screenshotForDocs } from '../support/screenshot-for-docs.ts'
import { podcastCategories } from '#lib/content/fields/content-options.ts'
import { EMAIL_FILE_NAMES, placeholdersOf } from '#lib/emails/email-files.ts'
import { EMAIL_PLACEHOLDERS } from '#lib/emails/email-placeholders.ts'
import { takeFreeSlugAndName, takeNextOrder, takenIn } from '#tools/test-entries/add-test-entries.ts'
import { bodyOf, choose, contentFile, entriesOf, expect, formOf, frontmatterOf, openCms, publish, read, test } from './cms-steps.ts'

/** With UPDATE_SCREENSHOTS=1, the pictures CONTENT.md shows are taken again, into docs/cms/. */
const screenshot = (page: Page, name: string) => screenshotForDocs(page, `docs/cms/${name}.png`)

test.describe('The content editor on the working copy', () => {
  test('creates a game from the form, refusing what the checker refuses in its words, and writes the fields in the schema order', async ({ page }) => {
    // A name, and so a file name, and an order no game of the copy has: whatever games an editor added, this one is new.
    const taken = takenIn(contentFile(''), 'games')
    const game = takeFreeSlugAndName(taken, 'marbles', 'Marbles')
    const order = takeNextOrder(taken)
    const file = `games/${game.slug}.md`
    await openCms(page, '#/collections/games/new')
    await page.getByLabel('Name', { exact: true }).fill(game.name)
    await page.getByLabel('Description', { exact: true }).fill('Match the dots, end to end, and be the first to play every tile.')
    await page.getByLabel('Link', { exact: true }).fill('https://example.org/marbles')
    await choose(page, 'Visual', 'dice')
    await page.getByLabel('Age label', { exact: true }).fill('6')
    await page.getByLabel('Order', { exact: true }).fill(String(order))
    await publish(page)
    await expect(page.getByText('Age label must be an age followed by a plus sign, like 6+.')).toBeVisible()
    await screenshot(page, 'refused-field')
    expect(read(file)).toBe('')

    await page.getByLabel('Age label', { exact: true }).clear()
    await page.getByLabel('Age label', { exact: true }).fill('6+')
    // The preview is the Play With Me page's own card, drawing included.
    const card = page.frameLocator('iframe').locator('.game-card')
    await expect(card).toContainText(game.name)
    await expect(card).toContainText('Ages 6+')
    await expect(card.locator('svg')).toBeVisible()
    await screenshot(page, 'new-game')
    await publish(page)
    await expect.poll(() => frontmatterOf(read(file)).order).toBe(order)
    const written = frontmatterOf(read(file))
    expect(written).toEqual({
      name: game.name,
      description: 'Match the dots, end to end, and be the first to play every tile.',
      link: 'https://example.org/marbles',
      visual: 'dice',
      ageLabel: '6+',
      order,
    })
    expect(Object.keys(written)).toEqual(['name', 'description', 'link', 'visual', 'ageLabel', 'order'])
  })

  test("changes an advisor's bio and nothing else", async ({ page }) => {
    const path = entriesOf('advisors')[0]!
    const before = frontmatterOf(read(path))
    const biography = bodyOf(read(path))
    await openCms(page, formOf(path))
    const bio = 'She studies how children notice and name their own stress, and how adults can help early.'
    await page.getByLabel('Bio', { exact: true }).fill(bio)
    await expect(page.frameLocator('iframe').locator('.advisor-board__card')).toContainText(bio)
    await screenshot(page, 'edit-advisor')
    await publish(page)
    await expect.poll(() => frontmatterOf(read(path)).bio).toBe(bio)
    expect(frontmatterOf(read(path))).toEqual({ ...before, bio })
    expect(bodyOf(read(path))).toBe(biography)
  })

  test("changes a confirmation email's subject, previewed with example values, and nothing else", async ({ page }) => {
    // An email whose subject may name the person.
    const path = `emails/${EMAIL_FILE_NAMES.find((file) => placeholdersOf(file)?.subject?.includes('firstName'))!}.md`
    const before = frontmatterOf(read(path))
    const text = bodyOf(read(path))
    await openCms(page, formOf(path))
    await page.getByLabel('Subject', { exact: true }).fill('Thank you, {firstName}: we got it')
    const preview = page.frameLocator('iframe')
    await expect(preview.getByText(`Thank you, ${EMAIL_PLACEHOLDERS.firstName.example}: we got it`)).toBeVisible()
    await expect(preview.getByText(EMAIL_PLACEHOLDERS.reference.example, { exact: false }).first()).toBeVisible()
    await publish(page)
    await expect.poll(() => frontmatterOf(read(path)).subject).toBe('Thank you, {firstName}: we got it')
    expect(frontmatterOf(read(path))).toEqual({ ...before, subject: 'Thank you, {firstName}: we got it' })
    expect(bodyOf(read(path))).toBe(text)
  })

  test("saving leaves the editor on screen with its notice, while the site's open pages reload to show the change", async ({ page }) => {
    const path = entriesOf('games')[0]!
    // A page of the site, open beside the editor: the dev server reloads it after the save.
    const site = await page.context().newPage()
    await site.goto('/play-with-me')
    await site.evaluate(() => Object.assign(window, { beforeTheSave: true }))
    await openCms(page, formOf(path))
    await page.evaluate(() => Object.assign(window, { beforeTheSave: true }))
    // A sentence of its own, whatever the game says now: added to the game's own, it could pass the
    // length an editor's sentence may have.
    const description = ['A calm game to play together, one turn at a time.', 'A quiet game for two, one turn at a time.'].find(
      (each) => each !== frontmatterOf(read(path)).description,
    )!
    await page.getByLabel('Description', { exact: true }).fill(description)
    await publish(page)
    await expect.poll(() => frontmatterOf(read(path)).description).toBe(description)
    await expect.poll(() => site.evaluate(() => 'beforeTheSave' in window).catch(() => true)).toBe(false)
    await site.close()
    // Told to every open page at once: by the time the site's page has reloaded, the editor would have.
    expect(await page.evaluate(() => 'beforeTheSave' in window)).toBe(true)
    await expect(page.getByText('Entry saved')).toBeVisible()
  })

  test("picks a podcast's category from its list", async ({ page }) => {
    const path = entriesOf('podcasts')[0]!
    const before = frontmatterOf(read(path))
    const notes = bodyOf(read(path))
    // Whichever category it does not have yet.
    const category = podcastCategories.find((each) => each !== before.category)!
    await openCms(page, formOf(path))
    await choose(page, 'Category', category)
    await screenshot(page, 'podcast-category')
    await publish(page)
    await expect.poll(() => frontmatterOf(read(path)).category).toBe(category)
    expect(frontmatterOf(read(path))).toEqual({ ...before, category })
    expect(bodyOf(read(path))).toBe(notes)
  })
})
