import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { SAMPLE_SUBMISSIONS } from '../api/testing/sample-submissions.ts'
import { formTokenPath } from '../lib/forms/form-token-path.ts'
import { SPAM_SIGNALS } from '../lib/forms/spam-signals.ts'
import { expect, test } from './support/fixtures.ts'
import { expectAccessibleInBothThemes } from './support/expect-accessible-in-both-themes.ts'
import { tabTo } from './support/tab-to.ts'
import { mailedSignInPaths } from './support/mailed-sign-in-path.ts'
import { SERVED_SITE_ENV } from './support/served-site-env.ts'
import { E2E_STAFF } from './support/staff-console.ts'
import { storedSubmissions } from './support/stored-submissions.ts'

/** Sends a contact message through the site's form API as the page does; without a form token it is flagged as likely spam. */
async function sendContact(request: APIRequestContext, fields: { name: string; email: string }, { token = true } = {}): Promise<void> {
  const signals: Record<string, unknown> = { [SPAM_SIGNALS.honeypot]: '' }
  if (token) signals[SPAM_SIGNALS.formToken] = ((await (await request.get(formTokenPath('contact'))).json()) as { token: string }).token
  const answer = await request.post('/api/contact', { data: { ...SAMPLE_SUBMISSIONS.contact, ...signals, ...fields } })
  expect(answer.status()).toBeLessThan(300)
  await expect.poll(() => storedSubmissions('contact').some((row) => row.email === fields.email)).toBe(true)
}

/** Signs the listed address in with a link by email, from the keyboard. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/staff/sign-in')
  const linksBefore = mailedSignInPaths(E2E_STAFF.email).length
  await page.getByLabel('Your email address').fill(E2E_STAFF.email)
  await page.keyboard.press('Enter')
  await expect.poll(() => mailedSignInPaths(E2E_STAFF.email).length).toBe(linksBefore + 1)
  await page.goto(mailedSignInPaths(E2E_STAFF.email).at(-1)!)
  await page.getByRole('button', { name: 'Sign in to the staff console' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/staff\/$/)
}

/** The notices mailed to the office so far, as their raw text. */
function notices(): string[] {
  const folder = process.env[SERVED_SITE_ENV.mailDir]!
  return readdirSync(folder)
    .map((name) => readFileSync(join(folder, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((message) => /^To: office@example\.org$/im.test(message))
}

// JavaScript is on only for axe-core: the console's pages have no script. Reduced motion: see staff-sign-in.spec.ts.
test.describe('The staff inbox', () => {
  test.use({ reducedMotion: 'reduce' })

  test('lists, finds, opens and handles sign-ups from the keyboard, with no accessibility faults', async ({ page }) => {
    const stamp = Date.now().toString(36)
    await sendContact(page.request, { name: `Keyboard Person ${stamp}`, email: `keyboard-${stamp}@example.org` })
    await sendContact(page.request, { name: `Flagged Person ${stamp}`, email: `flagged-${stamp}@example.org` }, { token: false })
    await signIn(page)

    await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible()
    await expectAccessibleInBothThemes(page)
    const contactLink = page.getByRole('link', { name: 'Contact message' })
    await tabTo(page, contactLink)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact message' })).toBeVisible()
    await expectAccessibleInBothThemes(page)

    const search = page.getByLabel('Name, email or reference')
    await tabTo(page, search)
    await page.keyboard.type(`keyboard-${stamp}`)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('row')).toHaveCount(2)
    const person = page.getByRole('link', { name: `Keyboard Person ${stamp}` })
    await tabTo(page, person)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact message' })).toBeVisible()
    await expect(page.getByText(`keyboard-${stamp}@example.org`)).toBeVisible()
    await expectAccessibleInBothThemes(page)

    const done = page.getByRole('radio', { name: 'Done' })
    await tabTo(page, page.getByRole('radio', { name: 'New' }))
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(done).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Save status' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText('The status is saved.')
    await expect(page.getByRole('radio', { name: 'Done' })).toBeChecked()

    await tabTo(page, page.getByLabel(/Staff note/))
    await page.keyboard.type('Answered by phone.')
    await tabTo(page, page.getByRole('button', { name: 'Save note' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText('The note is saved.')
    await expect(page.getByLabel(/Staff note/)).toHaveValue('Answered by phone.')
    await expectAccessibleInBothThemes(page)

    await page.goto(`/staff/forms/contact?status=spam&q=flagged-${stamp}`)
    await page.getByRole('link', { name: `Flagged Person ${stamp}` }).click()
    await expect(page.getByText(/No form token/)).toBeVisible()
    await expectAccessibleInBothThemes(page)
    const flagged = storedSubmissions('contact').find((row) => row.email === `flagged-${stamp}@example.org`)!
    await tabTo(page, page.getByRole('button', { name: /Not spam/ }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText('Moved to the inbox.')
    await expect(page.getByRole('button', { name: /Not spam/ })).toHaveCount(0)
    await expect.poll(() => notices().some((message) => message.includes(flagged.id))).toBe(true)

    await page.getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Marked not spam' }).first()).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })

  test('downloads a form as CSV and erases a family’s data after showing what will go', async ({ page }) => {
    const stamp = Date.now().toString(36)
    const family = `family-${stamp}@example.org`
    await sendContact(page.request, { name: `Download Person ${stamp}`, email: family })
    await signIn(page)

    await page.goto('/staff/forms/contact')
    await expectAccessibleInBothThemes(page)
    const downloading = page.waitForEvent('download')
    await tabTo(page, page.getByRole('button', { name: 'Download' }))
    await page.keyboard.press('Enter')
    const download = await downloading
    expect(download.suggestedFilename()).toBe('contact.csv')
    const file = readFileSync((await download.path())!)
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(file.toString('utf8')).toContain(`Download Person ${stamp}`)

    await page.getByRole('link', { name: 'Erase a person’s data' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Erase a person’s data' })).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await tabTo(page, page.getByLabel('Their email address'))
    await page.keyboard.type(family)
    await page.keyboard.press('Enter')
    await expect(page.getByText('1 sign-up will be erased')).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await tabTo(page, page.getByRole('button', { name: 'Erase this sign-up' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText('Erased: 1 sign-up.')
    expect(storedSubmissions('contact').some((row) => row.email === family)).toBe(false)
    await expectAccessibleInBothThemes(page)
  })
})
