import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectAccessibleInBothThemes } from './support/expect-accessible-in-both-themes.ts'
import { expect, test } from './support/fixtures.ts'
import { screenshotForDocs } from './support/screenshot-for-docs.ts'
import { sendSignUp } from './support/send-sign-up.ts'
import { SERVED_SITE_ENV } from './support/served-site-env.ts'
import { ageSubmission } from './support/age-submission.ts'
import { signInStaff } from './support/sign-in-staff.ts'
import { storedSubmissions } from './support/stored-submissions.ts'
import { tabTo } from './support/tab-to.ts'

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
    // Six pages, each checked by axe-core in both themes: up to 26 s on a slow two-core machine
    // beside another worker, near the 30 s a test has.
    test.slow()
    const stamp = Date.now().toString(36)
    await sendSignUp(page.request, 'contact', { name: `Keyboard Person ${stamp}`, email: `keyboard-${stamp}@example.org` })
    await sendSignUp(page.request, 'contact', { name: `Flagged Person ${stamp}`, email: `flagged-${stamp}@example.org` }, { token: false })
    await signInStaff(page)

    await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await screenshotForDocs(page, 'docs/staff-console/front-page.png')
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

    // A note typed, then a status chosen: the one button keeps both.
    await tabTo(page, page.getByLabel(/Staff note/))
    await page.keyboard.type('Answered by phone.')
    const done = page.getByRole('radio', { name: 'Done' })
    await tabTo(page, page.getByRole('radio', { name: 'New' }))
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(done).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Save status and note' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText('The status and the note are saved.')
    await expect(page.getByRole('radio', { name: 'Done' })).toBeChecked()
    await expect(page.getByLabel(/Staff note/)).toHaveValue('Answered by phone.')
    await expectAccessibleInBothThemes(page)
    await screenshotForDocs(page, 'docs/staff-console/sign-up.png')

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

  test('shows sign-ups by week as a chart beside its table, one link from the first page, with no accessibility faults', async ({ page }) => {
    await sendSignUp(page.request, 'contact', { name: `Weekly Person ${Date.now().toString(36)}`, email: `weekly-${Date.now().toString(36)}@example.org` })
    await signInStaff(page)
    await tabTo(page, page.getByRole('link', { name: 'Sign-ups by week' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-ups by week' })).toBeVisible()
    await expect(page.getByRole('img', { name: /Sign-ups a week over the last year/ })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Sign-ups by week and form' })).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await screenshotForDocs(page, 'docs/staff-console/weekly.png')
  })

  test('downloads a form as CSV and erases a family’s data after showing what will go', async ({ page }) => {
    const stamp = Date.now().toString(36)
    const family = `family-${stamp}@example.org`
    await sendSignUp(page.request, 'contact', { name: `Download Person ${stamp}`, email: family })
    await signInStaff(page)

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

  test('deletes old spam only after a second step that says what will go', async ({ page }) => {
    const stamp = Date.now().toString(36)
    const [old, recent] = [`old-spam-${stamp}@example.org`, `new-spam-${stamp}@example.org`]
    await sendSignUp(page.request, 'contact', { name: `Old Spam ${stamp}`, email: old }, { token: false })
    await sendSignUp(page.request, 'contact', { name: `New Spam ${stamp}`, email: recent }, { token: false })
    ageSubmission(old, 2)
    const stored = (email: string) => storedSubmissions('contact').some((row) => row.email === email)
    await signInStaff(page)

    // Past the list of sign-ups, however long, by the link at the top of the page.
    await tabTo(page, page.getByRole('link', { name: 'Clear out old spam' }))
    await page.keyboard.press('Enter')
    const days = page.getByLabel('Delete likely spam older than this many days')
    await tabTo(page, days)
    await days.fill('1')
    await tabTo(page, page.getByRole('button', { name: 'Delete old spam from every form' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Delete old spam?' })).toBeVisible()
    await expect(page.getByText(/received more than 1 day ago/)).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await tabTo(page, page.getByRole('link', { name: 'No, go back without deleting' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible()
    expect(stored(old)).toBe(true)

    await days.fill('1')
    await tabTo(page, page.getByRole('button', { name: 'Delete old spam from every form' }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('button', { name: /^Yes, delete \d+ likely spam sign-ups?$/ }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(/Deleted \d+ sign-ups? marked as likely spam/)
    expect(stored(old)).toBe(false)
    expect(stored(recent)).toBe(true)
  })
})
