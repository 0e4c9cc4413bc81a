import { expectAccessibleInBothThemes } from './support/expect-accessible-in-both-themes.ts'
import { expect, test } from './support/fixtures.ts'
import { sendSignUp } from './support/send-sign-up.ts'
import { signInStaff } from './support/sign-in-staff.ts'
import { storedSubmissions } from './support/stored-submissions.ts'

const PHONE_WIDTH = 375

// JavaScript is on only for axe-core: the console's pages have no script. Reduced motion: see staff-sign-in.spec.ts.
test.describe('The staff console on a phone', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, reducedMotion: 'reduce' })

  test('every list fits the screen, each radio button and checkbox sits beside its label, with no accessibility faults', async ({ page }) => {
    const stamp = Date.now().toString(36)
    const email = `phone-person-with-a-long-address-${stamp}@example.org`
    await sendSignUp(page.request, 'contact', { name: `Phone Person ${stamp}`, email })
    await sendSignUp(page.request, 'play-signup', {})
    const id = storedSubmissions('contact').find((row) => row.email === email)!.id
    await signInStaff(page)

    for (const path of ['/staff/', '/staff/forms/contact', `/staff/forms/contact?q=${encodeURIComponent(email)}`, '/staff/matching', '/staff/audit', `/staff/submissions/${id}`]) {
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE_WIDTH)
      const misplaced = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('input:is([type="radio"], [type="checkbox"])')].flatMap((radio) => {
          const label = radio.labels?.[0]
          if (!label) return [`${radio.id}: no label`]
          const [box, words] = [radio.getBoundingClientRect(), label.getClientRects()[0]!]
          // Beside: on one line (their middles level) and the label after the button.
          const level = Math.abs(box.top + box.height / 2 - (words.top + words.height / 2)) < words.height / 2
          return level && words.left >= box.right ? [] : [radio.id]
        }),
      )
      expect(misplaced, path).toEqual([])
      await expectAccessibleInBothThemes(page)
    }
    await page.goto(`/staff/submissions/${id}`)
    await expect(page.getByRole('radio')).not.toHaveCount(0)
  })
})
