import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'

const { open, baseUrl } = useBrowser()

const backgroundOf = (page: Awaited<ReturnType<typeof open>>) => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)

describe('The colour theme', () => {
  test('is light by default', async () => {
    const page = await open('/', { colorScheme: 'dark' })
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light')
    expect(await page.getByRole('combobox', { name: 'Theme' }).inputValue()).toBe('light')
    expect(await backgroundOf(page)).toBe('rgb(251, 249, 244)')
  })

  test('keeps the chosen theme across reloads and pages', async () => {
    const page = await open('/')
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
    expect(await backgroundOf(page)).toBe('rgb(18, 24, 33)')
    await page.reload()
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
    expect(await page.getByRole('combobox', { name: 'Theme' }).inputValue()).toBe('dark')
    await page.goto('/research')
    expect(await backgroundOf(page)).toBe('rgb(18, 24, 33)')
  })

  test('is applied before the page body exists, so the page never flashes in light colours', async () => {
    const page = await open('/')
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
    expect(await page.locator('html').getAttribute('data-theme-at-body')).toBe('dark')
  })

  test('is set by a blocking script file in the head, with no inline script', async () => {
    const html = await (await fetch(`${baseUrl}/research`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<script src="\/scripts\/theme\.js"><\/script>/)
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(([, attributes]) => !/type="application\/json"/.test(attributes!))
    expect(inlineScripts).toEqual([])
  })

  test('follows the system setting when set to system', async () => {
    const page = await open('/', { colorScheme: 'dark' })
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('system')
    expect(await backgroundOf(page)).toBe('rgb(18, 24, 33)')
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await backgroundOf(page)).toBe('rgb(251, 249, 244)')
    await page.reload()
    expect(await page.locator('html').getAttribute('data-theme')).toBe('system')
  })
})

describe('Calm mode', () => {
  test('softens the colours, stops the video and is remembered', async () => {
    const page = await open('/')
    const calm = page.getByRole('button', { name: 'Calm mode' })
    expect(await calm.getAttribute('aria-pressed')).toBe('false')
    await calm.click()
    expect(await calm.getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('html').getAttribute('data-calm')).toBe('on')
    expect(await backgroundOf(page)).toBe('rgb(245, 243, 239)')
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
    await page.reload()
    expect(await page.getByRole('button', { name: 'Calm mode' }).getAttribute('aria-pressed')).toBe('true')
    await page.waitForTimeout(500)
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
  })
})
