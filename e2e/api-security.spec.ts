import { expect, test } from './support/fixtures.ts'
import { waitForIslands } from './support/islands.ts'

test.describe('The site under its security headers', () => {
  test.describe.configure({ timeout: 60_000 })

  for (const path of ['/', '/community-signup', '/advisor-signup', '/student-ambassador-signup', '/play-with-me']) {
    test(`${path} hydrates its forms with no Content-Security-Policy violation`, async ({ page }) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      expect(response?.headers()['x-content-type-options']).toBe('nosniff')
      await waitForIslands(page)
      expect(violations).toEqual([])
    })
  }

  test("a form on another site cannot send a submission through the visitor's browser", async ({ page, baseURL, storedSubmissions }) => {
    const action = `${baseURL}/api/contact`
    // A page of no site of ours: the browser marks what it sends as cross-site.
    await page.goto('data:text/html,<!DOCTYPE html><title>Elsewhere</title>')
    const answer = page.waitForResponse((response) => response.url() === action)
    await page.evaluate((action) => {
      const form = document.createElement('form')
      form.method = 'POST'
      form.action = action
      form.enctype = 'text/plain'
      const field = document.createElement('input')
      field.name = '{"name":"Mallory","email":"mallory@example.org","subject":"other","message":"cross-site message","x":"'
      field.value = '"}'
      form.append(field)
      document.body.append(form)
      form.submit()
    }, action)
    expect((await answer).status()).toBe(403)
    // The refusal is the page the form's navigation ends on: awaited, so that the test leaves no
    // navigation in flight for the next test in this browser to run into.
    await page.waitForURL(action)
    expect(storedSubmissions('contact').some((row) => row.data.name === 'Mallory')).toBe(false)
  })
})
