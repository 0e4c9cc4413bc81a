import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { mailedSignInPaths } from './mailed-sign-in-path.ts'
import { E2E_STAFF } from './staff-console.ts'

/** Signs the listed address in to the staff console with a link by email, from the keyboard, and waits for the console's first page. */
export async function signInStaff(page: Page): Promise<void> {
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
