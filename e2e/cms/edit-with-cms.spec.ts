import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { screenshotForDocs } from '../support/screenshot-for-docs.ts'
import { podcastCategories } from '../../lib/content/fields/content-options.ts'
import { EMAIL_PLACEHOLDERS } from '../../lib/emails/email-placeholders.ts'
import { bodyOf, choose, frontmatterOf, openCms, publish, read } from './cms-steps.ts'

/** With UPDATE_SCREENSHOTS=1, the pictures CONTENT.md shows are taken again, into docs/cms/. */
const screenshot = (page: Page, name: string) => screenshotForDocs(page, `docs/cms/${name}.png`)

test.describe('The content editor on the working copy', () => {
  test('creates a game from the form, refusing what the checker refuses in its words, and writes the fields in the schema order', async ({ page }) => {
    await openCms(page, '#/collections/games/new')
    await page.getByLabel('Name', { exact: true }).fill('Dominoes')
    await page.getByLabel('Description', { exact: true }).fill('Match the dots, end to end, and be the first to play every tile.')
    await page.getByLabel('Link', { exact: true }).fill('https://example.org/dominoes')
    await choose(page, 'Visual', 'dice')
    await page.getByLabel('Age label', { exact: true }).fill('6')
    await page.getByLabel('Order', { exact: true }).fill('13')
    await publish(page)
    await expect(page.getByText('Age label must be an age followed by a plus sign, like 6+.')).toBeVisible()
    await screenshot(page, 'refused-field')
    expect(read('games/dominoes.md')).toBe('')

    await page.getByLabel('Age label', { exact: true }).clear()
    await page.getByLabel('Age label', { exact: true }).fill('6+')
    // The preview is the Play With Me page's own card, drawing included.
    const card = page.frameLocator('iframe').locator('.play-page__game')
    await expect(card).toContainText('Dominoes')
    await expect(card).toContainText('Ages 6+')
    await expect(card.locator('svg')).toBeVisible()
    await screenshot(page, 'new-game')
    await publish(page)
    await expect.poll(() => frontmatterOf(read('games/dominoes.md')).order).toBe(13)
    const written = frontmatterOf(read('games/dominoes.md'))
    expect(written).toEqual({
      name: 'Dominoes',
      description: 'Match the dots, end to end, and be the first to play every tile.',
      link: 'https://example.org/dominoes',
      visual: 'dice',
      ageLabel: '6+',
      order: 13,
    })
    expect(Object.keys(written)).toEqual(['name', 'description', 'link', 'visual', 'ageLabel', 'order'])
  })

  test("changes an advisor's bio and nothing else", async ({ page }) => {
    const before = frontmatterOf(read('advisors/elena-marsh.md'))
    const biography = bodyOf(read('advisors/elena-marsh.md'))
    await openCms(page, '#/collections/advisors/entries/elena-marsh')
    const bio = 'Dr. Marsh studies how children notice and name their own stress, and how adults can help early.'
    await page.getByLabel('Bio', { exact: true }).fill(bio)
    await expect(page.frameLocator('iframe').locator('.advisor-board__card')).toContainText(bio)
    await screenshot(page, 'edit-advisor')
    await publish(page)
    await expect.poll(() => frontmatterOf(read('advisors/elena-marsh.md')).bio).toBe(bio)
    expect(frontmatterOf(read('advisors/elena-marsh.md'))).toEqual({ ...before, bio })
    expect(bodyOf(read('advisors/elena-marsh.md'))).toBe(biography)
  })

  test("changes a confirmation email's subject, previewed with example values, and nothing else", async ({ page }) => {
    const before = frontmatterOf(read('emails/volunteer-signup.md'))
    const text = bodyOf(read('emails/volunteer-signup.md'))
    await openCms(page, '#/collections/emails/entries/volunteer-signup')
    await page.getByLabel('Subject', { exact: true }).fill('Thank you, {firstName}: we got it')
    const preview = page.frameLocator('iframe')
    await expect(preview.getByText(`Thank you, ${EMAIL_PLACEHOLDERS.firstName.example}: we got it`)).toBeVisible()
    await expect(preview.getByText(EMAIL_PLACEHOLDERS.reference.example, { exact: false }).first()).toBeVisible()
    await publish(page)
    await expect.poll(() => frontmatterOf(read('emails/volunteer-signup.md')).subject).toBe('Thank you, {firstName}: we got it')
    expect(frontmatterOf(read('emails/volunteer-signup.md'))).toEqual({ ...before, subject: 'Thank you, {firstName}: we got it' })
    expect(bodyOf(read('emails/volunteer-signup.md'))).toBe(text)
  })

  test("picks a podcast's category from its list", async ({ page }) => {
    const before = frontmatterOf(read('podcasts/how-wearable-sensors-notice-stress.md'))
    const notes = bodyOf(read('podcasts/how-wearable-sensors-notice-stress.md'))
    // Whichever category it does not have yet.
    const category = podcastCategories.find((each) => each !== before.category)!
    await openCms(page, '#/collections/podcasts/entries/how-wearable-sensors-notice-stress')
    await choose(page, 'Category', category)
    await screenshot(page, 'podcast-category')
    await publish(page)
    await expect.poll(() => frontmatterOf(read('podcasts/how-wearable-sensors-notice-stress.md')).category).toBe(category)
    expect(frontmatterOf(read('podcasts/how-wearable-sensors-notice-stress.md'))).toEqual({ ...before, category })
    expect(bodyOf(read('podcasts/how-wearable-sensors-notice-stress.md'))).toBe(notes)
  })
})
