import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

const LIGHT = 'rgb(251, 249, 244)'
const DARK = 'rgb(18, 24, 33)'

const expectBackground = (page: Page, colour: string) => expect(page.locator('body')).toHaveCSS('background-color', colour)

test.describe('The colour theme', () => {
  test('is light by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light')
    await expectBackground(page, LIGHT)
  })

  test('keeps the chosen theme across reloads and pages', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectBackground(page, DARK)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
    await page.goto('/research')
    await expectBackground(page, DARK)
  })

  test('is applied before the page body exists, so the page never flashes in light colours', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    // Records the theme at the moment the parser creates <body>, before anything can be painted.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.body) return
        document.documentElement.setAttribute('data-theme-at-body', document.documentElement.getAttribute('data-theme') ?? '')
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme-at-body', 'dark')
  })

  test('is set by a blocking script file in the head, with no inline script', async ({ request }) => {
    const html = await (await request.get('/research')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<script src="\/scripts\/theme\.js"><\/script>/)
    // Data blocks (island props, JSON-LD) are never run, so the Content-Security-Policy lets them be.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(([, attributes]) => !/type="application\/(?:ld\+)?json"/.test(attributes!))
    expect(inlineScripts).toEqual([])
  })

  test('follows the system setting when set to system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('system')
    await expectBackground(page, DARK)
    await page.emulateMedia({ colorScheme: 'light' })
    await expectBackground(page, LIGHT)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system')
  })
})
