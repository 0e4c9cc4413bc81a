import type { Page } from '@playwright/test'
import { calmSettings, displaySettings } from '#renderer/display-settings/display-settings.ts'
import { expect, test } from './support/fixtures.ts'
import { tabTo } from './support/tab-to.ts'

const panel = (page: Page) => page.getByRole('group', { name: 'Display settings' })
const calmButton = (page: Page) => panel(page).getByRole('button', { name: 'Calm' })
const openPanel = async (page: Page) => {
  await page.getByRole('button', { name: 'Display settings', exact: true }).click()
  await expect(panel(page)).toBeVisible()
}
const expectSettings = async (page: Page, values: Partial<Record<string, string>>) => {
  for (const [name, value] of Object.entries(values)) await expect(page.locator('html')).toHaveAttribute(`data-${name}`, value!)
}
const defaultsOfCalm = Object.fromEntries(Object.keys(calmSettings).map((name) => [name, displaySettings.find((setting) => setting.name === name)!.defaultValue]))

test.describe('The calm choice', () => {
  test('makes the page calm in one press from the keyboard, is kept on the next page, and undoes itself when pressed again', async ({ page }) => {
    await page.goto('/')
    await openPanel(page)
    // It comes first in the panel: the first thing Tab reaches after the button.
    await page.keyboard.press('Tab')
    await expect(calmButton(page)).toBeFocused()
    await expect(calmButton(page)).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Enter')
    await expectSettings(page, calmSettings)
    await expect(calmButton(page)).toHaveAttribute('aria-pressed', 'true')
    await expect(panel(page).getByRole('status')).toContainText('Calm is on')
    for (const [name, value] of Object.entries(calmSettings)) {
      const setting = displaySettings.find((each) => each.name === name)!
      const label = setting.options.find((option) => option.value === value)!.label
      await expect(panel(page).getByRole('group', { name: setting.legend }).getByRole('radio', { name: label, exact: true })).toBeChecked()
    }

    await page.goto('/research')
    await expectSettings(page, calmSettings)
    await openPanel(page)
    await expect(calmButton(page)).toHaveAttribute('aria-pressed', 'true')
    await tabTo(page, calmButton(page))
    await page.keyboard.press('Enter')
    await expectSettings(page, defaultsOfCalm)
    await expect(calmButton(page)).toHaveAttribute('aria-pressed', 'false')
    await page.reload()
    await expectSettings(page, defaultsOfCalm)
  })

  test('is no longer pressed once one of its settings is changed', async ({ page }) => {
    await page.goto('/')
    await openPanel(page)
    await calmButton(page).click()
    await panel(page).getByRole('group', { name: 'Colours' }).getByRole('radio', { name: 'Standard', exact: true }).check()
    await expect(calmButton(page)).toHaveAttribute('aria-pressed', 'false')
  })

  test('says in one plain line what it and each setting does', async ({ page }) => {
    await page.goto('/')
    await openPanel(page)
    await expect(calmButton(page)).toHaveAccessibleDescription(/^Soft colours, no motion, no decorative pictures and the plain view/)
    for (const setting of displaySettings) await expect(panel(page).getByRole('group', { name: setting.legend })).toHaveAccessibleDescription(setting.hint)
  })
})

test.describe('A device set to more contrast', () => {
  test.use({ contrast: 'more' })

  test('starts in high contrast before the first paint, until the visitor chooses other colours', async ({ page }) => {
    await page.goto('/')
    await expectSettings(page, { palette: 'contrast' })
    await openPanel(page)
    await expect(panel(page).getByRole('radio', { name: 'High contrast', exact: true })).toBeChecked()
    await panel(page).getByRole('radio', { name: 'Soft', exact: true }).check()
    await page.reload()
    await expectSettings(page, { palette: 'soft' })
    await openPanel(page)
    await panel(page).getByRole('button', { name: 'Reset display settings' }).click()
    await expectSettings(page, { palette: 'contrast' })
  })
})

test.describe('In forced colours', () => {
  test.use({ forcedColors: 'active' })

  test('the chosen science topic and partner are framed apart from the others', async ({ homePage: page }) => {
    const frameOf = (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element)
          return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.borderTopColor}`
        }),
      )
    for (const [cards, chosen] of [
      ['.science-explorer__topic', "[aria-pressed='true']"],
      ['.partner-explorer__card', "[data-selected='true']"],
    ] as const) {
      const frames = await frameOf(cards)
      const chosenFrame = (await frameOf(`${cards}${chosen}`))[0]!
      expect(chosenFrame).toMatch(/^solid 3px/)
      // Every other card looks alike, and unlike the chosen one.
      expect(frames.filter((frame) => frame === chosenFrame)).toHaveLength(1)
    }
  })
})
