import { expectAccessibleInBothThemes } from './support/expect-accessible-in-both-themes.ts'
import { expect, test } from './support/fixtures.ts'
import { screenshotForDocs } from './support/screenshot-for-docs.ts'
import { sendSignUp } from './support/send-sign-up.ts'
import { signInStaff } from './support/sign-in-staff.ts'
import { tabTo } from './support/tab-to.ts'

// JavaScript is on only for axe-core: the console's pages have no script. Reduced motion: see staff-sign-in.spec.ts.
test.describe('Play With Me matching', () => {
  test.use({ reducedMotion: 'reduce' })

  test('matches a child with a volunteer and undoes it, from the keyboard, with no accessibility faults', async ({ page }) => {
    const stamp = Date.now().toString(36)
    const child = `Child ${stamp}`
    const volunteer = `Volunteer ${stamp}`
    await sendSignUp(page.request, 'play-signup', {
      childName: child,
      parentEmail: `parent-${stamp}@example.org`,
      availability: 'Saturday mornings',
      preferredGames: `Chess ${stamp}`,
    })
    await sendSignUp(page.request, 'volunteer-signup', {
      name: volunteer,
      email: `volunteer-${stamp}@example.org`,
      availability: 'Weekends',
      preferredGames: `chess ${stamp}, cards`,
    })
    await signInStaff(page)

    await tabTo(page, page.getByRole('link', { name: 'Play With Me matching' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Play With Me matching' })).toBeVisible()
    await tabTo(page, page.getByLabel('Game'))
    await page.keyboard.type(stamp)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('link', { name: `Find a volunteer for ${child}` })).toBeVisible()
    await expect(page.getByRole('cell', { name: volunteer })).toBeVisible()
    await expectAccessibleInBothThemes(page)

    await tabTo(page, page.getByRole('link', { name: `Find a volunteer for ${child}` }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: `A volunteer for ${child}` })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: volunteer })
    await expect(row).toContainText('Saturday')
    await expect(row).toContainText(`chess`)
    await expectAccessibleInBothThemes(page)
    await screenshotForDocs(page, 'docs/staff-console/matching.png')

    await tabTo(page, page.getByRole('button', { name: `Match ${child} with ${volunteer}` }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText('Matched.')
    const match = page.getByRole('region', { name: 'Play With Me match' })
    await expect(match).toContainText(volunteer)
    await expectAccessibleInBothThemes(page)

    await match.getByRole('link', { name: volunteer }).click()
    await expect(page.getByRole('region', { name: 'Play With Me match' })).toContainText(child)
    await page.goBack()

    await tabTo(page, page.getByRole('button', { name: 'Undo this match' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText('The match is undone')
    await expect(page.getByRole('region', { name: 'Play With Me match' })).toContainText('Not matched with a volunteer yet')
    await expectAccessibleInBothThemes(page)
  })
})
