import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'
import { routes } from './support/routes.ts'

const { open } = useBrowser()

describe('Every page', () => {
  test.each(routes.map((route) => route.path))('%s hydrates without errors or warnings', async (path) => {
    const page = await open('/robots.txt')
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      // The not-found page is meant to answer 404; the browser reports that as a console error.
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('404')) problems.push(message.text())
    })
    await page.goto(path)
    await waitForIslands(page)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test.each(routes.map((route) => route.path))('%s fits a 320 px wide screen without scrolling sideways', async (path) => {
    const page = await open(path, { viewport: { width: 320, height: 640 } })
    await waitForIslands(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('prints without the header, the video and the controls', async () => {
    const page = await open('/')
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('banner').isVisible()).toBe(false)
    expect(await page.locator('video').isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: /background video/ }).isVisible()).toBe(false)
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
  })
})
