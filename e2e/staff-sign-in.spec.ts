import { expect, test } from './support/fixtures.ts'
import { expectAccessibleInBothThemes } from './support/expect-accessible-in-both-themes.ts'
import { mailedSignInPaths } from './support/mailed-sign-in-path.ts'
import { E2E_STAFF, staffEmail } from './support/staff-console.ts'

// The console's pages have no script (the server tests check it, and their policy allows none), so
// these run with JavaScript on only because axe-core needs it. Reduced motion: the buttons' colour
// transitions would otherwise still be under way when axe reads the colours of the other theme.
test.describe('The staff console', () => {
  test.use({ reducedMotion: 'reduce' })

  test('signs in with a link by email and out again, from the keyboard', async ({ page }) => {
    await page.goto('/staff/')
    await expect(page).toHaveURL(/\/staff\/sign-in$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
    await expectAccessibleInBothThemes(page)

    const linksBefore = mailedSignInPaths(staffEmail()).length
    await page.getByLabel('Your email address').fill(staffEmail())
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
    await expectAccessibleInBothThemes(page)

    await expect.poll(() => mailedSignInPaths(staffEmail()).length).toBe(linksBefore + 1)
    await page.goto(mailedSignInPaths(staffEmail()).at(-1)!)
    const signInButton = page.getByRole('button', { name: 'Sign in to the staff console' })
    await expectAccessibleInBothThemes(page)
    await signInButton.focus()
    await expect(signInButton).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/staff\/$/)
    await expect(page.getByText(`Signed in as ${staffEmail()}`)).toBeVisible()
    await expectAccessibleInBothThemes(page)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/staff\/sign-in$/)
    await page.goto('/staff/')
    await expect(page).toHaveURL(/\/staff\/sign-in$/)
  })

  test('signs in with GitHub a login on the list, and refuses one that is not', async ({ page }) => {
    await page.goto('/staff/sign-in')
    await page.getByRole('link', { name: 'Sign in with GitHub' }).click()
    await page.getByLabel('Username').fill(E2E_STAFF.githubLogin)
    await page.getByRole('button', { name: 'Authorize' }).click()
    await expect(page).toHaveURL(/\/staff\/$/)
    await expect(page.getByText(`Signed in as ${E2E_STAFF.githubLogin}`)).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/staff\/sign-in$/)

    await page.getByRole('link', { name: 'Sign in with GitHub' }).click()
    await page.getByLabel('Username').fill('mallory')
    await page.getByRole('button', { name: 'Authorize' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(page.getByText('not on the list of staff')).toBeVisible()
    await expectAccessibleInBothThemes(page)
    await page.goto('/staff/')
    await expect(page).toHaveURL(/\/staff\/sign-in$/)
  })
})
