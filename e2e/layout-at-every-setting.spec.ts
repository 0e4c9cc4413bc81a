import type { Locator, Page } from '@playwright/test'
import { displaySettings } from '#renderer/display-settings/display-settings.ts'
import { expect, test } from './support/fixtures.ts'
import { layoutProblems, linkLegibleFont, type LayoutCheck, type LayoutState } from './support/layout-problems.ts'
import { templateRoutes } from './support/routes.ts'

const widths = [320, 768, 1280]
const textSizes = displaySettings.find((setting) => setting.name === 'text-size')!.options.map((option) => option.value)
/** Every text size, alone, with wider spacing, with the legible font, and with WCAG 1.4.12's spacing from a visitor's own style sheet. */
const states = textSizes.flatMap((size): LayoutState[] => [
  { name: `text ${size}`, attributes: { 'text-size': size }, userTextSpacing: false },
  { name: `text ${size}, wider spacing`, attributes: { 'text-size': size, spacing: 'wider' }, userTextSpacing: false },
  { name: `text ${size}, legible font`, attributes: { 'text-size': size, font: 'legible' }, userTextSpacing: false },
  { name: `text ${size}, 1.4.12 spacing`, attributes: { 'text-size': size }, userTextSpacing: true },
])

/** The layout problems of the open page at every width and state, each named by both, and where the font alone changed whether the header folds. */
async function problemsAtEverySetting(page: Page, check: Omit<LayoutCheck, 'states'>) {
  const found: string[] = []
  await page.evaluate(linkLegibleFont)
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    const outcomes = await page.evaluate(layoutProblems, { ...check, states })
    for (const { state, problems } of outcomes) found.push(...problems.map((problem) => `${width} px, ${state}: ${problem}`))
    for (const size of textSizes) {
      const folded = (name: string) => outcomes.find((outcome) => outcome.state === name)!.headerFolded
      if (folded(`text ${size}, legible font`) !== folded(`text ${size}`)) found.push(`${width} px, text ${size}: the legible font alone changes whether the header folds`)
    }
  }
  return found
}

// Transitions and the dialogs' opening animation would be caught mid-way.
test.use({ reducedMotion: 'reduce' })

test.describe('At every window width and text setting', () => {
  for (const { path, template } of templateRoutes) {
    test(`${template} (${path}) fits the window and breaks no word`, async ({ page }) => {
      await page.goto(path)
      expect(await problemsAtEverySetting(page, { scope: null, open: [] })).toEqual([])
    })
  }

  const dialogs: { name: string; path: string; opens: (page: Page) => Promise<Locator>; check: Omit<LayoutCheck, 'states'> }[] = [
    ...[
      { trigger: 'My Child Wants to Play!', dialog: 'Register Your Child' },
      { trigger: 'I Want to Volunteer!', dialog: 'Volunteer Application' },
    ].map(({ trigger, dialog }) => ({
      name: `the ${dialog} dialog`,
      path: '/play-with-me',
      opens: async (page: Page) => {
        await page.getByRole('button', { name: trigger }).first().click()
        return page.getByRole('dialog', { name: dialog })
      },
      check: { scope: '[role="dialog"]', open: [] },
    })),
    {
      name: 'the advisor profile dialog',
      path: '/',
      opens: async (page) => {
        await page.locator('#advisors').getByRole('button', { name: 'View full profile' }).first().click()
        return page.getByRole('dialog')
      },
      check: { scope: '[role="dialog"]', open: [] },
    },
    {
      name: 'the display settings panel',
      path: '/research',
      opens: async (page) => {
        await page.getByRole('button', { name: 'Display settings', exact: true }).click()
        return page.getByRole('group', { name: 'Display settings' })
      },
      check: { scope: '.site-header', open: ['menu', 'display-settings'] },
    },
    {
      // Where the header folds; where it does not, the header's one line is checked.
      name: 'the phone menu',
      path: '/research',
      opens: async (page) => page.locator('.site-header'),
      check: { scope: '.site-header', open: ['menu'] },
    },
  ]

  for (const { name, path, opens, check } of dialogs) {
    test(`${name} fits the window and breaks no word`, async ({ openHydrated }) => {
      const page = await openHydrated(path)
      await expect(await opens(page)).toBeVisible()
      expect(await problemsAtEverySetting(page, check)).toEqual([])
    })
  }
})
