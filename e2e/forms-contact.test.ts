import type { Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { FORM_TOKEN_PATH, IDEMPOTENCY_KEY_HEADER } from '../lib/forms/spam-signals.ts'
import { axeViolations } from './support/axe.ts'
import { delayApi, failApi } from './support/api-routes.ts'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'
import { storedSubmissions } from './support/stored-submissions.ts'

const { open } = useBrowser()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

async function openContactForm() {
  const page = await open('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  await waitForIslands(page)
  return { page, form }
}

async function fillValid(form: Awaited<ReturnType<typeof openContactForm>>['form'], message = 'Could you tell me more about the pilot study?') {
  await form.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace')
  await form.getByRole('textbox', { name: /Email/ }).fill('ada@example.org')
  await form.getByRole('combobox', { name: /Subject/ }).selectOption('partnership')
  await form.getByRole('textbox', { name: /Message/ }).fill(message)
  await form.getByRole('checkbox', { name: 'Subscribe to our newsletter' }).check()
}

describe('The contact form', { timeout: 60_000 }, () => {
  test("shows the spec's message beside each invalid field and focuses the first", async () => {
    const { page, form } = await openContactForm()
    await form.getByRole('textbox', { name: /Name/ }).fill('A')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const name = form.getByRole('textbox', { name: /Name/ })
    await form.getByText('Name must be at least 2 characters.').waitFor()
    expect(await form.getByText('Please enter a valid email address.').isVisible()).toBe(true)
    expect(await form.getByText('Please select a subject.').isVisible()).toBe(true)
    expect(await form.getByText('Message must be at least 10 characters.').isVisible()).toBe(true)
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    const describedBy = await name.getAttribute('aria-describedby')
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Name must be at least 2 characters.')
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })

  test('shows "Sending..." on a disabled button, then confirms, resets and stores the message', async () => {
    const { page, form } = await openContactForm()
    await delayApi(page, '/api/contact', 800)
    await fillValid(form, 'A unique question about sensors and schools.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const pending = form.getByRole('button', { name: 'Sending...' })
    await pending.waitFor()
    expect(await pending.isDisabled()).toBe(true)

    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Message Sent').waitFor()
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).getByText("Thank you for your message. We'll get back to you soon.").isVisible()).toBe(true)
    expect(await form.getByRole('status').textContent()).toContain('Message Sent')
    expect(await form.getByRole('textbox', { name: /Message/ }).inputValue()).toBe('')
    expect(await form.getByRole('textbox', { name: /Name/ }).inputValue()).toBe('')
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true)

    const stored = storedSubmissions('contact').find((row) => row.data.message === 'A unique question about sensors and schools.')
    expect(stored).toMatchObject({ email: 'ada@example.org', spam: 0, data: { name: 'Ada Lovelace', subject: 'partnership', newsletter: true } })
  })

  test("on failure shows the server's message in an error toast and keeps every value", async () => {
    const { page, form } = await openContactForm()
    await failApi(page, '/api/contact', { status: 503, body: '{"message":"The server is busy"}' })
    await fillValid(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' })
    await toasts.getByText('The server is busy').waitFor()
    expect(await toasts.getByText('Error', { exact: true }).isVisible()).toBe(true)
    expect(await form.getByRole('alert').textContent()).toContain('The server is busy')
    expect(await form.getByRole('textbox', { name: /Name/ }).inputValue()).toBe('Ada Lovelace')
    expect(await form.getByRole('textbox', { name: /Email/ }).inputValue()).toBe('ada@example.org')
    expect(await form.getByRole('combobox', { name: /Subject/ }).inputValue()).toBe('partnership')
    expect(await form.getByRole('textbox', { name: /Message/ }).inputValue()).toBe('Could you tell me more about the pilot study?')
    expect(await form.getByRole('checkbox', { name: 'Subscribe to our newsletter' }).isChecked()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })

  test('without a JSON message the error toast shows the status text, else the fallback', async () => {
    const { page, form } = await openContactForm()
    await failApi(page, '/api/contact', { status: 500, body: 'oops', contentType: 'text/plain' })
    await fillValid(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    // Playwright fulfils with the standard reason phrase as status text.
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Internal Server Error').waitFor()
  })

  test('still confirms on the page when the toast code cannot be loaded', async () => {
    const { page, form } = await openContactForm()
    // The first check loads the validation code; from then on no more code can be downloaded.
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByText('Please select a subject.').waitFor()
    await page.route('**/*.js', (route) => route.abort())
    await fillValid(form, 'Sent while the toast code is out of reach.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(await form.getByRole('textbox', { name: /Message/ }).inputValue()).toBe('')
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).count()).toBe(0)
  })

  test('F8 moves focus to the toast area', async () => {
    const { page, form } = await openContactForm()
    await failApi(page, '/api/contact')
    await fillValid(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Internal server error').waitFor()
    await page.keyboard.press('F8')
    expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'))).toBe('Notifications (F8)')
  })

  test("keeps a message typed and sent before the page's scripts ran, and sends it once they have", async () => {
    const page = await open('/robots.txt')
    let releaseScripts!: () => void
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
    await page.route('**/assets/entries/pages_index_client.*', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    const sent: Request[] = []
    const tokenRequests: Request[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/api/contact') sent.push(request)
      if (pathname === FORM_TOKEN_PATH) tokenRequests.push(request)
    })
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Contact form' })
    await page.waitForTimeout(500)
    // Nothing asks for a form token until the visitor uses the form.
    expect(tokenRequests).toEqual([])
    await fillValid(form, 'Typed while the page was still loading.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForTimeout(1_000)
    // Nothing left the page, not even in its address.
    expect(new URL(page.url()).search).toBe('')
    expect(sent).toEqual([])
    // The token was asked for when the visitor started, before the form's own code had run.
    expect(tokenRequests).toHaveLength(1)
    const { token } = await (await tokenRequests[0]!.response())!.json()

    releaseScripts()
    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(sent).toHaveLength(1)
    const body = sent[0]!.postDataJSON()
    expect(body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', subject: 'partnership', newsletter: true, website: '' })
    // The time the form was open counts from when the visitor started, not from when the scripts ran.
    expect(body.formToken).toBe(token)
    expect(body).not.toHaveProperty('fillTimeMs')
    expect(await sent[0]!.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID)
    expect(tokenRequests).toHaveLength(1)
    expect(storedSubmissions('contact').filter((row) => row.data.message === 'Typed while the page was still loading.')).toMatchObject([{ spam: 0 }])
  })
})
