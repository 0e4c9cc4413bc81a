import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { mailedSignInPaths } from './mailed-sign-in-path.ts'
import { staffEmail } from './staff-console.ts'

/** Signs the listed address in to the staff console with a link by email, from the keyboard, and waits for the console's first page. */
export async function signInStaff(page: Page): Promise<void> {
  await page.goto('/staff/sign-in')
  const linksBefore = mailedSignInPaths(staffEmail()).length
  await page.getByLabel('Your email address').fill(staffEmail())
  await page.keyboard.press('Enter')
  // The form's answer first: opening the link while the browser is still on its way there would be cut short.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect.poll(() => mailedSignInPaths(staffEmail()).length).toBe(linksBefore + 1)
  await page.goto(mailedSignInPaths(staffEmail()).at(-1)!)
  await page.getByRole('button', { name: 'Sign in to the staff console' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/staff\/$/)
}
