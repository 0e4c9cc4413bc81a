import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { waitForIslands } from './support/islands.ts'
import { siteContent } from './support/site-content.ts'
import { wcagViolations } from './support/wcag-violations.ts'

/** The specification's tooltip timing (SPEC §9): open after 700 ms, or at once within 300 ms of the last one closing. */
const OPEN_DELAY = 700
const SKIP_DELAY = 300
/** Long after any timer the page sets while loading. */
const SETTLED = 10_000

const { settings } = siteContent
const socialNames = settings.socials.map((social) => `${settings.name} on ${social.name}`)

const tooltipOf = (page: Page) => page.locator('.tooltip')
const footerSocial = (page: Page, index: number) => page.getByRole('contentinfo').getByRole('link', { name: socialNames[index], exact: true })

/** Opens a page on a clock the test moves: every timer the page set while loading has run, and time stands still. */
async function openOnStoppedClock(page: Page, path: string) {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.goto(path)
  await page.clock.pauseAt(start + SETTLED)
}

/**
 * Points at or tabs to a control: the first time, site.js loads tooltips.js, whose timers the test
 * can move once it has run (it adds the tooltip element to the page, closed).
 */
async function approach(page: Page, control: Locator, how: 'hover' | 'focus') {
  await control[how]()
  await expect(tooltipOf(page)).toBeAttached()
}

/** Moves the pointer to an empty place of the page, away from every control. */
async function pointAway(page: Page) {
  await page.mouse.move(2, 400)
}

async function expectNamed(tooltip: Locator, control: Locator, name: string) {
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toHaveText(name)
  await expect(tooltip).toHaveAttribute('aria-hidden', 'true')
  await expect(control).toHaveAccessibleName(name)
}

test.use({ viewport: { width: 1280, height: 800 } })

test.describe('Icon-only controls show their name in a tooltip', () => {
  test.skip(socialNames.length < 2, 'needs two profile links in the settings')

  test('on hover, after 700 ms; a neighbour opens at once within 300 ms of the last closing, and later waits again', async ({ page }) => {
    // /research has no islands: the tooltips come from the page script alone.
    await openOnStoppedClock(page, '/research')
    const tooltip = tooltipOf(page)
    const [first, second] = [footerSocial(page, 0), footerSocial(page, 1)]

    await approach(page, first, 'hover')
    await page.clock.runFor(OPEN_DELAY - 1)
    await expect(tooltip).toBeHidden()
    await page.clock.runFor(1)
    await expectNamed(tooltip, first, socialNames[0]!)

    await second.hover()
    await expectNamed(tooltip, second, socialNames[1]!)

    await pointAway(page)
    await expect(tooltip).toBeHidden()
    await page.clock.runFor(SKIP_DELAY - 1)
    await first.hover()
    await expectNamed(tooltip, first, socialNames[0]!)

    await pointAway(page)
    await page.clock.runFor(SKIP_DELAY)
    await second.hover()
    await page.clock.runFor(OPEN_DELAY - 1)
    await expect(tooltip).toBeHidden()
    await page.clock.runFor(1)
    await expectNamed(tooltip, second, socialNames[1]!)
  })

  test('stays while the pointer rests on the control or moves onto the tooltip, however long', async ({ page }) => {
    await openOnStoppedClock(page, '/research')
    const tooltip = tooltipOf(page)
    await approach(page, footerSocial(page, 0), 'hover')
    await page.clock.runFor(OPEN_DELAY)
    await expect(tooltip).toBeVisible()
    await page.clock.runFor(60_000)
    await expect(tooltip).toBeVisible()

    const box = (await tooltip.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 })
    await page.clock.runFor(60_000)
    await expect(tooltip).toBeVisible()

    await pointAway(page)
    await expect(tooltip).toBeHidden()
  })

  test('on keyboard focus, with the same timing; Escape closes it and focus stays', async ({ page }) => {
    await openOnStoppedClock(page, '/research')
    const tooltip = tooltipOf(page)
    const [first, second] = [footerSocial(page, 0), footerSocial(page, 1)]

    await approach(page, first, 'focus')
    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    await page.clock.runFor(OPEN_DELAY - 1)
    await expect(tooltip).toBeHidden()
    await page.clock.runFor(1)
    await expectNamed(tooltip, second, socialNames[1]!)

    await page.keyboard.press('Shift+Tab')
    await expect(first).toBeFocused()
    await expectNamed(tooltip, first, socialNames[0]!)

    await page.keyboard.press('Escape')
    await expect(tooltip).toBeHidden()
    await expect(first).toBeFocused()
    await page.clock.runFor(OPEN_DELAY)
    await expect(tooltip).toBeHidden()
  })

  test('not when the control is clicked', async ({ page }) => {
    await openOnStoppedClock(page, '/research')
    await approach(page, footerSocial(page, 0), 'hover')
    await footerSocial(page, 0).click()
    await page.clock.runFor(OPEN_DELAY)
    await expect(tooltipOf(page)).toBeHidden()
  })
})

test('Escape closes the tooltip of a dialog’s close button, and only a second Escape the dialog', async ({ page }) => {
  await page.clock.install()
  await page.goto('/play-with-me')
  await waitForIslands(page)
  await page.locator('.play-dialogs__buttons button').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + SETTLED)

  const close = dialog.getByRole('button', { name: 'Close', exact: true })
  await page.keyboard.press('Shift+Tab')
  await expect(close).toBeFocused()
  await expect(page.locator('.tooltip')).toBeAttached()
  await page.clock.runFor(OPEN_DELAY)
  const tooltip = dialog.locator('.tooltip')
  await expectNamed(tooltip, close, 'Close')

  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe-core finds no WCAG 2.2 AA violation with a tooltip open, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('senseahead:theme', chosen), theme)
    await openOnStoppedClock(page, '/research')
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await approach(page, footerSocial(page, 0), 'hover')
    await page.clock.runFor(OPEN_DELAY)
    await expect(tooltipOf(page)).toBeVisible()
    // axe-core runs on the page's timers: time flows again, and the tooltip stays while hovered.
    await page.clock.resume()
    expect(await wcagViolations(page)).toEqual([])
    await expect(tooltipOf(page)).toBeVisible()
  })
}

const fadeOfTooltip = async (page: Page) => {
  await openOnStoppedClock(page, '/research')
  await approach(page, footerSocial(page, 0), 'hover')
  await page.clock.runFor(OPEN_DELAY)
  await expect(tooltipOf(page)).toBeVisible()
  return tooltipOf(page).evaluate((element) => getComputedStyle(element).transitionDuration)
}

test('the tooltip fades in', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await fadeOfTooltip(page)).not.toBe('0s')
})

test('the tooltip appears without a fade for visitors who ask for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await fadeOfTooltip(page)).toBe('0s')
})
