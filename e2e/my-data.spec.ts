import { expect, test } from './support/fixtures.ts'
import { expectAccessibleInBothThemes } from './support/expect-accessible-in-both-themes.ts'
import { tabTo } from './support/tab-to.ts'
import { mailedPaths } from './support/mailed-paths.ts'
import { screenshotForDocs } from './support/screenshot-for-docs.ts'
import { sendSignUp } from './support/send-sign-up.ts'

const DATA_LINK = /(\/my-data\/[0-9a-f-]{36}\.\d+\.[\w-]{43})/
const CONFIRM_LINK = /(\/my-data\/confirm\/[0-9a-f-]{36}\.\d+\.[\w-]{43})/

test('a volunteer sees what they sent from the link in their confirmation and deletes it from the keyboard after a second step, with no accessibility faults in either theme', async ({
  page,
  request,
}) => {
  const email = `keyboard-${Date.now()}@example.org`
  const name = 'Kim Keyboard'
  await sendSignUp(request, 'volunteer-signup', { email, name })
  await expect.poll(() => mailedPaths(email, DATA_LINK).length).toBe(1)
  const link = mailedPaths(email, DATA_LINK)[0]!

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible()
  await expect(page.getByText(name)).toBeVisible()
  await screenshotForDocs(page, 'docs/my-data.png')
  await expectAccessibleInBothThemes(page)

  const remove = page.getByRole('button', { name: 'Delete my data' })
  await tabTo(page, remove)
  await page.keyboard.press('Enter')
  // The first press only asks; the way back keeps everything.
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your data?' })).toBeVisible()
  await expectAccessibleInBothThemes(page)
  await tabTo(page, page.getByRole('link', { name: 'No, keep my data and go back' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText(name)).toBeVisible()

  await tabTo(page, remove)
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Yes, delete my data' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Your data is deleted' })).toBeVisible()
  await expectAccessibleInBothThemes(page)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
  await expectAccessibleInBothThemes(page)
})

test('"Delete my data" never looks like "Yes, send me updates"', async ({ page, request }) => {
  const email = `looks-${Date.now()}@example.org`
  await sendSignUp(request, 'contact', { email, newsletter: true })
  await expect.poll(() => mailedPaths(email, CONFIRM_LINK).length).toBe(1)
  const background = async (path: string, name: string) => {
    await page.goto(path)
    return page.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).backgroundColor)
  }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const updates = await background(mailedPaths(email, CONFIRM_LINK)[0]!, 'Yes, send me updates')
    const remove = await background(mailedPaths(email, DATA_LINK)[0]!, 'Delete my data')
    expect(remove, colorScheme).not.toBe(updates)
  }
})
