import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'
import { storedSubmissions } from './support/stored-submissions.ts'

const { open, baseUrl } = useBrowser()

describe('The site under its security headers', { timeout: 60_000 }, () => {
  test.each(['/', '/community-signup', '/advisor-signup', '/student-ambassador-signup', '/play-with-me'])(
    '%s hydrates its forms with no Content-Security-Policy violation',
    async (path) => {
      const page = await open('/')
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      expect(response?.headers()['x-content-type-options']).toBe('nosniff')
      await waitForIslands(page)
      expect(violations).toEqual([])
    },
  )

  test("a form on another site cannot send a submission through the visitor's browser", async () => {
    // A page of no site of ours: the browser marks what it sends as cross-site.
    const page = await open('data:text/html,<!DOCTYPE html><title>Elsewhere</title>')
    const answer = page.waitForResponse((response) => response.url() === `${baseUrl}/api/contact`)
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
    }, `${baseUrl}/api/contact`)
    expect((await answer).status()).toBe(403)
    expect(storedSubmissions('contact').some((row) => row.data.name === 'Mallory')).toBe(false)
  })
})
