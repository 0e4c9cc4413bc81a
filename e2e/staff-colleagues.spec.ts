import type { Page } from '@playwright/test'
import { expectAccessibleInBothThemes } from './support/expect-accessible-in-both-themes.ts'
import { expect, test } from './support/fixtures.ts'
import { signInStaff } from './support/sign-in-staff.ts'
import { staffEmail } from './support/staff-console.ts'
import { tabTo } from './support/tab-to.ts'

const PHONE_WIDTH = 375

/** The row of the table of people whose first cell is `name`. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })

/** The page is no wider than the phone's screen, and has no accessibility fault in either theme. */
async function expectFitsAndAccessible(page: Page) {
  // After a form is sent, a click waits for the next page to begin, not for its style sheets: measured
  // before they apply, the page would be wider than anyone sees it.
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(PHONE_WIDTH)
  await expectAccessibleInBothThemes(page)
}

// JavaScript is on only for axe-core: the console's pages have no script. Reduced motion: see staff-sign-in.spec.ts.
test.describe('Colleagues in the staff console', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, reducedMotion: 'reduce' })

  test('adds and removes a colleague from the keyboard on a phone, asking before the removal, with no accessibility faults', async ({ page }) => {
    const colleague = `colleague-${Date.now().toString(36)}@example.org`
    await signInStaff(page)

    await tabTo(page, page.getByRole('link', { name: 'Colleagues' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Colleagues' })).toBeVisible()
    await expect(rowOf(page, staffEmail())).toContainText("set by the server's settings")
    await expectFitsAndAccessible(page)

    // A wrong address comes back beside its field, which has the focus.
    const address = page.getByLabel('Their email address')
    await tabTo(page, address)
    await page.keyboard.type('not an address')
    await page.keyboard.press('Enter')
    await expect(address).toBeFocused()
    await expect(address).toHaveAccessibleDescription(/like name@example\.org/)
    await expectFitsAndAccessible(page)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(colleague)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText('Added. They can sign in now.')
    await expect(rowOf(page, colleague)).toBeVisible()
    await expectFitsAndAccessible(page)

    await tabTo(page, page.getByRole('button', { name: `Remove ${colleague}` }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: `Remove ${colleague}?` })).toBeVisible()
    await expectFitsAndAccessible(page)
    await tabTo(page, page.getByRole('button', { name: `Yes, remove ${colleague}` }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText('Removed. They are signed out and can no longer sign in.')
    await expect(rowOf(page, colleague)).toHaveCount(0)
  })
})
