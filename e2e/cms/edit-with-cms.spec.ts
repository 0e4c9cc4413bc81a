import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { expect, test } from '../support/fixtures.ts'
import { screenshotForDocs } from '../support/screenshot-for-docs.ts'
import { podcastCategories } from '../../lib/content/fields/content-options.ts'
import { EMAIL_PLACEHOLDERS } from '../../lib/emails/email-placeholders.ts'
import { CMS_ENV } from './cms-env.ts'

const repoDir = () => process.env[CMS_ENV.repoDir]!
const contentFile = (path: string) => join(repoDir(), 'content', path)
const read = (path: string) => (existsSync(contentFile(path)) ? readFileSync(contentFile(path), 'utf8') : '')
/** The Markdown text below the frontmatter, without the blank lines around it. */
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '').trim()
/** The frontmatter's fields; none while the file is being written (a poll may read it half-written). */
function frontmatterOf(text: string): Record<string, unknown> {
  try {
    return (parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Record<string, unknown> | null) ?? {}
  } catch {
    return {}
  }
}

/** With UPDATE_SCREENSHOTS=1, the pictures CONTENT.md shows are taken again, into docs/cms/. */
const screenshot = (page: Page, name: string) => screenshotForDocs(page, `docs/cms/${name}.png`)

/** Opens the CMS at a path of its own ("#/collections/games/new"), signed in to the local backend. */
async function openCms(page: Page, hash: string) {
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible()
  await page.goto(`/admin/${hash}`)
}

/** Saves the entry into the working copy, as "Publish now" does with the local backend. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

/** Picks an option of a drop-down (a select or relation field) by its text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

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

  test('leaves content that passes the content check', () => {
    const check = spawnSync('npx', ['tsx', 'scripts/check-content.ts'], { env: { ...process.env, CONTENT_DIR: join(repoDir(), 'content') }, encoding: 'utf8' })
    expect(check.stdout + check.stderr).not.toContain('problem')
    expect(check.status, check.stdout + check.stderr).toBe(0)
  })
})
