import type { Page } from '@playwright/test'
import { FORM_TOKEN_PATH, IDEMPOTENCY_KEY_HEADER } from '#lib/forms/spam-signals.ts'
import { contactFields } from './support/contact-fields.ts'
import { expectFieldValues } from './support/expect-field-values.ts'
import { failApi } from './support/fail-api.ts'
import type { Field } from './support/field.ts'
import { fillFields } from './support/fill-fields.ts'
import { expectToastClearOf } from './support/expect-toast-clear-of.ts'
import { expect, test, withoutMotion } from './support/fixtures.ts'
import { formTokenAsked } from './support/form-token-asked.ts'
import { holdRequests } from './support/hold-requests.ts'
import { requestsTo } from './support/requests-to.ts'
import { sendWhileHeld } from './support/send-while-held.ts'
import { wcagViolations } from './support/wcag-violations.ts'
import { uniqueText } from './support/unique-text.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A valid message with the newsletter box ticked. */
const validFields = (message = 'Could you tell me more about the pilot study?'): Field[] => [
  ...contactFields(message),
  { role: 'checkbox', name: 'Subscribe to our newsletter', value: true },
]

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' })
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

test.use(withoutMotion)

test.describe('The contact form', () => {
  test.describe.configure({ timeout: 60_000 })

  test("shows the spec's message beside each invalid field and focuses the first", async ({ openHydrated }) => {
    const page = await openHydrated('/contact')
    const form = contactForm(page)
    const name = form.getByRole('textbox', { name: /Name/ })
    await name.fill('A')
    await form.getByRole('button', { name: 'Send Message' }).click()
    for (const message of ['Name must be at least 2 characters.', 'Please enter a valid email address.', 'Please select a subject.', 'Message must be at least 10 characters.']) {
      await expect(form.getByText(message)).toBeVisible()
    }
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Name must be at least 2 characters.')
    await expect(name).toBeFocused()
    expect(await wcagViolations(page)).toEqual([])
  })

  test('shows "Sending..." on a disabled button, then confirms, resets and stores the message', async ({ openHydrated, storedSubmissions }) => {
    const page = await openHydrated('/contact')
    const form = contactForm(page)
    const message = uniqueText('A unique question about sensors and schools.')
    await fillFields(form, validFields(message))
    await sendWhileHeld(page, form, { api: '/api/contact', submit: 'Send Message', pending: 'Sending...' })

    await expect(toasts(page).getByText('Message Sent')).toBeVisible()
    await expect(toasts(page).getByText("Thank you for your message. We'll get back to you soon.")).toBeVisible()
    await expect(form.getByRole('status')).toContainText('Message Sent')
    await expectFieldValues(form, validFields(message), { cleared: true })
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect
      .poll(() => storedSubmissions('contact').find((row) => row.data.message === message))
      .toMatchObject({ email: 'ada@example.org', spam: 0, data: { name: 'Ada Lovelace', subject: 'partnership', newsletter: true } })
  })

  test("on failure shows the server's message in an error toast and keeps every value", async ({ openHydrated }) => {
    const page = await openHydrated('/contact')
    const form = contactForm(page)
    await failApi(page, '/api/contact', { status: 503, body: '{"message":"The server is busy"}' })
    await fillFields(form, validFields())
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toasts(page).getByText('The server is busy')).toBeVisible()
    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible()
    await expect(form.getByRole('alert')).toContainText('The server is busy')
    await expectFieldValues(form, validFields())
    expect(await wcagViolations(page)).toEqual([])
  })

  test.describe('on a phone at the largest text size', () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test("the error toast covers neither the form's own message nor the button just pressed", async ({ page, openHydrated }) => {
      await page.addInitScript(() => localStorage.setItem('senseahead:text-size', 'largest'))
      await openHydrated('/contact')
      const form = contactForm(page)
      await failApi(page, '/api/contact', { status: 503, body: '{"message":"The server is busy"}' })
      await fillFields(form, validFields())
      const send = form.getByRole('button', { name: 'Send Message' })
      await send.click()
      await expect(form.getByRole('alert')).toContainText('The server is busy')
      await expectToastClearOf(toasts(page).getByRole('listitem'), [form.getByRole('alert'), send])
    })
  })

  test('without a JSON message the error toast shows the status text, else the fallback', async ({ openHydrated }) => {
    const page = await openHydrated('/contact')
    await failApi(page, '/api/contact', { status: 500, body: 'oops', contentType: 'text/plain' })
    await fillFields(contactForm(page), validFields())
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    // Playwright fulfils with the standard reason phrase as status text.
    await expect(toasts(page).getByText('Internal Server Error')).toBeVisible()
  })

  test('still confirms on the page when the toast code cannot be loaded', async ({ openHydrated }) => {
    const page = await openHydrated('/contact')
    const form = contactForm(page)
    // The first check loads the validation code; from then on no more code can be downloaded.
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please select a subject.')).toBeVisible()
    await page.route('**/*.js', (route) => route.abort())
    const message = uniqueText('Sent while the toast code is out of reach.')
    await fillFields(form, validFields(message))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue('')
    await expect(toasts(page)).toHaveCount(0)
  })

  test('F8 moves focus to the toast area', async ({ openHydrated }) => {
    const page = await openHydrated('/contact')
    await failApi(page, '/api/contact')
    await fillFields(contactForm(page), validFields())
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(toasts(page).getByText('Internal server error')).toBeVisible()
    await page.keyboard.press('F8')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'))).toBe('Notifications (F8)')
  })

  test("keeps a message typed and sent before the page's scripts ran, and sends it once they have", async ({ page, storedSubmissions }) => {
    const releaseScripts = await holdRequests(page, '/assets/entries/pages_index_client.*')
    const sent = requestsTo(page, '/api/contact')
    const tokenRequests = requestsTo(page, FORM_TOKEN_PATH)
    // site.js is a deferred script: it has run, and listens, once the document has loaded.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    const form = contactForm(page)
    // Nothing asks for a form token until the visitor uses the form.
    await expect.poll(() => formTokenAsked(form)).toBe(false)
    const message = uniqueText('Typed while the page was still loading.')
    await fillFields(form, validFields(message))
    await form.getByRole('button', { name: 'Send Message' }).click()
    // site.js held the form back and marked its island to send it.
    await expect(page.locator('[data-island]').filter({ has: form })).toHaveAttribute('data-submit-pending')
    // Nothing left the page, not even in its address.
    await expect(page).toHaveURL(/\/contact$/)
    expect(sent).toEqual([])
    // The token was asked for when the visitor started, before the form's own code had run.
    await expect.poll(() => tokenRequests.length).toBe(1)
    const { token } = await (await tokenRequests[0]!.response())!.json()

    releaseScripts()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(sent).toHaveLength(1)
    const body = sent[0]!.postDataJSON()
    expect(body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', subject: 'partnership', newsletter: true, website: '' })
    // The time the form was open counts from when the visitor started, not from when the scripts ran.
    expect(body.formToken).toBe(token)
    expect(body).not.toHaveProperty('fillTimeMs')
    expect(await sent[0]!.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID)
    expect(tokenRequests).toHaveLength(1)
    await expect.poll(() => storedSubmissions('contact').filter((row) => row.data.message === message)).toMatchObject([{ spam: 0 }])
  })
})
