import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { FORM_TOKEN_PATH, IDEMPOTENCY_KEY_HEADER } from '../lib/forms/spam-signals.ts'
import { failApi } from './support/api-routes.ts'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'
import { storedSubmissions } from './support/stored-submissions.ts'

const { open } = useBrowser()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const NETWORK_FAILURE = 'There was a problem sending your message. Please try again.'

/** The requests to one path the page sends from now on, in order, as they left the browser. */
function requestsTo(page: Page, path: string): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) requests.push(request)
  })
  return requests
}

async function openContactForm(path = '/contact') {
  const page = await open('/robots.txt')
  const tokenRequests = requestsTo(page, FORM_TOKEN_PATH)
  const submissions = requestsTo(page, '/api/contact')
  await page.goto(path)
  await waitForIslands(page)
  return { page, form: page.getByRole('form', { name: 'Contact form' }), tokenRequests, submissions }
}

async function fillValid(form: Locator, message: string) {
  await form.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace')
  await form.getByRole('textbox', { name: /Email/ }).fill('ada@example.org')
  await form.getByRole('combobox', { name: /Subject/ }).selectOption('partnership')
  await form.getByRole('textbox', { name: /Message/ }).fill(message)
}

const storedWithMessage = (message: string) => storedSubmissions('contact').filter((row) => row.data.message === message)

describe('A form submission the network loses', { timeout: 60_000 }, () => {
  test('is sent once more, with the same key and body, while the pending label stays, and is confirmed', async () => {
    const { page, form, submissions } = await openContactForm()
    let attempts = 0
    await page.route('**/api/contact', (route) => (++attempts === 1 ? route.abort('internetdisconnected') : route.continue()))
    const message = 'Sent again after the connection dropped.'
    await fillValid(form, message)
    const firstLost = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/contact')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await firstLost
    // Between the lost request and the retry the visitor still sees the form being sent.
    expect(await form.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true)
    expect(await form.getByRole('alert').textContent()).toBe('')

    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(submissions).toHaveLength(2)
    const [first, retry] = submissions as [Request, Request]
    expect(await first.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID)
    expect(await retry.headerValue(IDEMPOTENCY_KEY_HEADER)).toBe(await first.headerValue(IDEMPOTENCY_KEY_HEADER))
    expect(retry.postData()).toBe(first.postData())
    expect(first.postDataJSON().formToken).toEqual(expect.any(String))
    expect(storedWithMessage(message)).toMatchObject([{ spam: 0 }])
  })

  test('after the server stored it is stored once: the retry gets the first answer back', async () => {
    const { page, form, submissions } = await openContactForm()
    let firstAnswer: unknown
    let attempts = 0
    await page.route('**/api/contact', async (route) => {
      if (++attempts > 1) return route.continue()
      // The message reaches the server, which stores it; its answer never reaches the browser.
      firstAnswer = await (await route.fetch()).json()
      await route.abort('connectionreset')
    })
    const message = 'Stored once although its answer was lost.'
    await fillValid(form, message)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(submissions).toHaveLength(2)
    expect(await submissions[1]!.headerValue(IDEMPOTENCY_KEY_HEADER)).toBe(await submissions[0]!.headerValue(IDEMPOTENCY_KEY_HEADER))
    const retryAnswer = await (await submissions[1]!.response())!.json()
    expect(retryAnswer).toMatchObject({ id: (firstAnswer as { id: string }).id })
    expect(storedWithMessage(message)).toHaveLength(1)
  })

  test('twice says the network failed and keeps every value; sent again later, it keeps its key', async () => {
    const { page, form, submissions } = await openContactForm()
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
    const message = 'Lost twice, then sent by hand.'
    await fillValid(form, message)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('alert').getByText(NETWORK_FAILURE).waitFor()
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText(NETWORK_FAILURE).waitFor()
    expect(await form.getByRole('textbox', { name: /Name/ }).inputValue()).toBe('Ada Lovelace')
    expect(await form.getByRole('textbox', { name: /Email/ }).inputValue()).toBe('ada@example.org')
    expect(await form.getByRole('combobox', { name: /Subject/ }).inputValue()).toBe('partnership')
    expect(await form.getByRole('textbox', { name: /Message/ }).inputValue()).toBe(message)
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true)
    // One retry only.
    await page.waitForTimeout(1_500)
    expect(submissions).toHaveLength(2)
    expect(storedWithMessage(message)).toEqual([])

    await page.unroute('**/api/contact')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(submissions).toHaveLength(3)
    const keys = await Promise.all(submissions.map((request) => request.headerValue(IDEMPOTENCY_KEY_HEADER)))
    expect(new Set(keys).size).toBe(1)
    expect(storedWithMessage(message)).toHaveLength(1)
  })
})

describe('Form submissions', { timeout: 60_000 }, () => {
  test('an answer from the server, even an error, is not sent again', async () => {
    const { page, form, submissions } = await openContactForm()
    await failApi(page, '/api/contact', { status: 503, body: '{"message":"The server is busy"}' })
    await fillValid(form, 'Refused once by a busy server.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('alert').getByText('The server is busy').waitFor()
    await page.waitForTimeout(1_500)
    expect(submissions).toHaveLength(1)
  })

  test('a second message after a successful one has a new key and a new form token', async () => {
    const { form, submissions, tokenRequests } = await openContactForm()
    await fillValid(form, 'The first of two messages.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(tokenRequests).toHaveLength(1)

    await fillValid(form, 'The second of two messages.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(submissions).toHaveLength(2)
    const [first, second] = submissions as [Request, Request]
    expect(await second.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID)
    expect(await second.headerValue(IDEMPOTENCY_KEY_HEADER)).not.toBe(await first.headerValue(IDEMPOTENCY_KEY_HEADER))
    // The second message's time is counted from when the visitor started on it.
    expect(tokenRequests).toHaveLength(2)
    expect(second.postDataJSON().formToken).toEqual(expect.any(String))
    expect(second.postDataJSON().formToken).not.toBe(first.postDataJSON().formToken)
    expect(storedWithMessage('The first of two messages.')).toMatchObject([{ spam: 0 }])
    expect(storedWithMessage('The second of two messages.')).toMatchObject([{ spam: 0 }])
  })

  test('without the site script, the form fetches its token itself when it is sent', async () => {
    const page = await open('/robots.txt')
    await page.route('**/scripts/site.js', (route) => route.abort())
    const tokenRequests = requestsTo(page, FORM_TOKEN_PATH)
    const submissions = requestsTo(page, '/api/contact')
    await page.goto('/contact')
    await waitForIslands(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    await fillValid(form, 'Sent from a page whose site script did not load.')
    expect(tokenRequests).toEqual([])
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(tokenRequests).toHaveLength(1)
    const { token } = await (await tokenRequests[0]!.response())!.json()
    expect(submissions[0]!.postDataJSON().formToken).toBe(token)
  })
})

describe('A form whose token cannot be had', { timeout: 60_000 }, () => {
  test('is sent without it when the token request failed, and stored as likely spam', async () => {
    const { page, form, submissions } = await openContactForm()
    await page.route(`**${FORM_TOKEN_PATH}`, (route) => route.abort('internetdisconnected'))
    const message = 'Sent although no token could be fetched.'
    await fillValid(form, message)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('status').getByText('Message Sent').waitFor()
    expect(submissions).toHaveLength(1)
    expect(submissions[0]!.postDataJSON()).not.toHaveProperty('formToken')
    expect(await submissions[0]!.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID)
    expect(storedWithMessage(message)).toMatchObject([{ spam: 1 }])
  })

  test('waits for a slow token about 2 seconds, then is sent without it', async () => {
    const { page, form, submissions } = await openContactForm()
    await page.route(`**${FORM_TOKEN_PATH}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000))
      await route.continue().catch(() => undefined)
    })
    const message = 'Sent while the token was still on its way.'
    await fillValid(form, message)
    const sentAt = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/contact').then(() => Date.now())
    const clickedAt = Date.now()
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect(await form.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true)
    await form.getByRole('status').getByText('Message Sent').waitFor()
    const waited = (await sentAt) - clickedAt
    // About 2 seconds, plus loading the validation code on a busy machine; never the token's 10.
    expect(waited).toBeGreaterThanOrEqual(1_800)
    expect(waited).toBeLessThan(8_000)
    expect(submissions[0]!.postDataJSON()).not.toHaveProperty('formToken')
    expect(storedWithMessage(message)).toMatchObject([{ spam: 1 }])
  })
})

describe('No form token is asked for', { timeout: 60_000 }, () => {
  test('when the home page loads and is looked at, only once its form is used', async () => {
    const { page, form, tokenRequests } = await openContactForm('/')
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 2_000)
    await page.getByRole('heading', { level: 1 }).click()
    await page.waitForTimeout(500)
    expect(tokenRequests).toEqual([])

    await form.getByRole('textbox', { name: /Name/ }).focus()
    await expect.poll(() => tokenRequests.length).toBe(1)
    await form.getByRole('textbox', { name: /Name/ }).fill('Ada')
    await form.getByRole('textbox', { name: /Email/ }).click()
    expect(tokenRequests).toHaveLength(1)
  })

  test('on /research, a page without forms', async () => {
    const page = await open('/robots.txt')
    const tokenRequests = requestsTo(page, FORM_TOKEN_PATH)
    await page.goto('/research')
    await page.waitForLoadState('networkidle')
    await page.getByRole('heading', { level: 1 }).click()
    await page.keyboard.press('Tab')
    await page.waitForTimeout(500)
    expect(tokenRequests).toEqual([])
  })
})
