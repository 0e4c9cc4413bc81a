import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'

const { open } = useBrowser()

describe('Every route shows its page', () => {
  test.each([
    ['/', /Supporting/],
    ['/mission', /Supporting/],
    ['/about', /Supporting/],
    ['/science', /Supporting/],
    ['/supporting-orgs', /Supporting/],
    ['/advisors', /Supporting/],
    ['/contact', /Supporting/],
    ['/research', /Our Research/],
    ['/play-with-me', /Play With Me/],
    ['/community-signup', /Join Our Community/],
    ['/advisor-signup', /Become an Advisor/],
    ['/student-ambassador-signup', /Become a Student Ambassador/],
  ])('%s has its main heading', async (path, heading) => {
    const page = await open(path)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(heading)
  })

  test('an unknown address shows the not-found page with status 404', async () => {
    const page = await open('/')
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    expect(await page.title()).toBe('Page Not Found')
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).isVisible()).resolves.toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })
})
