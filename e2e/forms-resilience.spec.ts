import type { Page, Request } from '@playwright/test'
import { PROXY_RETRY_PAUSES_MS } from '#lib/forms/send-again.ts'
import { FORM_TOKEN_PATH, IDEMPOTENCY_KEY_HEADER } from '#lib/forms/spam-signals.ts'
import { contactFields } from './support/contact-fields.ts'
import { expectFieldValues } from './support/expect-field-values.ts'
import { failApi } from './support/fail-api.ts'
import { fetchTimes } from './support/fetch-times.ts'
import { fillFields } from './support/fill-fields.ts'
import { expect, test, withoutMotion } from './support/fixtures.ts'
import { pageScriptHooks } from '#renderer/page-scripts/page-script-hooks.ts'
import { formTokenAsked } from './support/form-token-asked.ts'
import { holdRequests } from './support/hold-requests.ts'
import { requestsTo } from './support/requests-to.ts'
import type { StoredSubmission } from './support/stored-submissions.ts'
import { waitForIslands } from './support/islands.ts'
import { uniqueText } from './support/unique-text.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const NETWORK_FAILURE = 'There was a problem sending your message. Please try again.'
/** Longer than any pause before a retry: what the page has not sent on its own by then, it never sends. */
const A_MINUTE = '01:00'
/**
 * How far a stopped clock is moved at a time until the page is done. A pause whose timer the page set
 * only after a step (its answer came in late, on a busy machine) ends in a later step, and the page's
 * own clock (fetchTimes) still says exactly when each try left.
 */
const CLOCK_STEP_MS = 250

/** Moves the page's stopped clock on a step at a time until `done` says the page is done. */
async function runClockUntil(page: Page, done: () => Promise<boolean>) {
  await expect.poll(async () => (await done()) || (await page.clock.runFor(CLOCK_STEP_MS), false), { intervals: [0], timeout: 30_000 }).toBe(true)
}

/** That the page sent a try after each of PROXY_RETRY_PAUSES_MS, each no sooner than its pause, by the times on its own clock. */
function expectEveryPauseWaited(sentAt: number[]) {
  expect(sentAt, 'the tries the page sent').toHaveLength(PROXY_RETRY_PAUSES_MS.length + 1)
  for (const [index, pause] of PROXY_RETRY_PAUSES_MS.entries()) {
    expect(sentAt[index + 1]! - sentAt[index]!, `the wait before try ${index + 2}`).toBeGreaterThanOrEqual(pause)
  }
}

/** Opens the page with the contact form, recording from the start the token requests and submissions it sends. */
async function openContactForm(page: Page, path = '/contact') {
  const tokenRequests = requestsTo(page, FORM_TOKEN_PATH)
  const submissions = requestsTo(page, '/api/contact')
  await page.goto(path)
  await waitForIslands(page)
  return { form: page.getByRole('form', { name: 'Contact form' }), tokenRequests, submissions }
}

const withMessage = (rows: StoredSubmission[], message: string) => rows.filter((row) => row.data.message === message)

test.use(withoutMotion)

test.describe('A form submission the network loses', () => {
  test.describe.configure({ timeout: 60_000 })

  test('is sent once more, with the same key and body, while the pending label stays, and is confirmed', async ({ page, storedSubmissions }) => {
    // The page's timers run on a clock the test stops before the form is sent: the pause before the
    // retry then lasts until the test lets time go on.
    const openedAt = Date.now()
    await page.clock.install({ time: openedAt })
    const { form, submissions } = await openContactForm(page)
    let attempts = 0
    await page.route('**/api/contact', (route) => (++attempts === 1 ? route.abort('internetdisconnected') : route.continue()))
    const message = uniqueText('Sent again after the connection dropped.')
    await fillFields(form, contactFields(message))
    await page.clock.pauseAt(openedAt + 60 * 60_000)
    const firstLost = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/contact')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await firstLost
    // Between the lost request and the retry the visitor still sees the form being sent.
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(form.getByRole('alert')).toHaveText('')
    expect(submissions).toHaveLength(1)

    await page.clock.resume()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(submissions).toHaveLength(2)
    const [first, retry] = submissions as [Request, Request]
    expect(await first.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID)
    expect(await retry.headerValue(IDEMPOTENCY_KEY_HEADER)).toBe(await first.headerValue(IDEMPOTENCY_KEY_HEADER))
    expect(retry.postData()).toBe(first.postData())
    expect(first.postDataJSON().formToken).toEqual(expect.any(String))
    await expect.poll(() => withMessage(storedSubmissions('contact'), message)).toMatchObject([{ spam: 0 }])
  })

  test('answered 502 or 504 by a proxy for as long as a restart takes, is sent again after each pause, and confirmed', async ({ page, storedSubmissions }) => {
    // The page's timers run on a clock the test stops before the form is sent and then moves on in
    // steps until the page is done: a clock left running would send again while the test still counts
    // the tries. The page's own clock says how long it waited before each try.
    const openedAt = Date.now()
    await page.clock.install({ time: openedAt })
    const sentAt = await fetchTimes(page, '/api/contact')
    const { form, submissions } = await openContactForm(page)
    // Every try but the last is answered by a proxy whose server is not back yet.
    const proxyAnswers = PROXY_RETRY_PAUSES_MS.map((_, index) => (index % 2 === 0 ? 502 : 504))
    await page.route('**/api/contact', (route) => {
      const status = proxyAnswers[submissions.length - 1]
      return status ? route.fulfill({ status, contentType: 'text/html', body: `<h1>${status}</h1>` }) : route.continue()
    })
    const message = uniqueText('Sent again until the restarted server could take it.')
    await fillFields(form, contactFields(message))
    await page.clock.pauseAt(openedAt + 60 * 60_000)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => submissions.length).toBe(1)
    // While the proxy's answers come back the visitor still sees the form being sent.
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    const confirmed = form.getByRole('status').getByText('Message Sent')
    await runClockUntil(page, () => confirmed.isVisible())
    expect(submissions).toHaveLength(PROXY_RETRY_PAUSES_MS.length + 1)
    expectEveryPauseWaited(await sentAt())
    const keys = await Promise.all(submissions.map((request) => request.headerValue(IDEMPOTENCY_KEY_HEADER)))
    expect(new Set(keys)).toEqual(new Set([keys[0]]))
    expect(new Set(submissions.map((request) => request.postData()))).toHaveProperty('size', 1)
    await expect.poll(() => withMessage(storedSubmissions('contact'), message)).toHaveLength(1)
  })

  test('answered 502 by a proxy past every pause, says it could not be sent, keeps every value and sends nothing more', async ({ page }) => {
    const openedAt = Date.now()
    await page.clock.install({ time: openedAt })
    const sentAt = await fetchTimes(page, '/api/contact')
    const { form, submissions } = await openContactForm(page)
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }))
    const message = uniqueText('Never taken while the proxy could not reach the server.')
    await fillFields(form, contactFields(message))
    await page.clock.pauseAt(openedAt + 60 * 60_000)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const problem = form.getByRole('alert')
    await runClockUntil(page, async () => Boolean(await problem.textContent()))
    expectEveryPauseWaited(await sentAt())
    await expectFieldValues(form, contactFields(message))
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await page.clock.fastForward(A_MINUTE)
    expect(submissions).toHaveLength(PROXY_RETRY_PAUSES_MS.length + 1)
  })

  test('after the server stored it is stored once: the retry gets the first answer back', async ({ page, storedSubmissions }) => {
    const { form, submissions } = await openContactForm(page)
    let firstAnswer: { id?: string } = {}
    let attempts = 0
    await page.route('**/api/contact', async (route) => {
      if (++attempts > 1) return route.continue()
      // The message reaches the server, which stores it; its answer never reaches the browser.
      firstAnswer = await (await route.fetch()).json()
      await route.abort('connectionreset')
    })
    const message = uniqueText('Stored once although its answer was lost.')
    await fillFields(form, contactFields(message))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(submissions).toHaveLength(2)
    expect(await submissions[1]!.headerValue(IDEMPOTENCY_KEY_HEADER)).toBe(await submissions[0]!.headerValue(IDEMPOTENCY_KEY_HEADER))
    const retryAnswer = await (await submissions[1]!.response())!.json()
    expect(firstAnswer.id).toEqual(expect.any(String))
    expect(retryAnswer).toMatchObject({ id: firstAnswer.id })
    await expect.poll(() => withMessage(storedSubmissions('contact'), message)).toHaveLength(1)
  })

  test('twice says the network failed and keeps every value; sent again later, it keeps its key', async ({ page, storedSubmissions }) => {
    await page.clock.install()
    const { form, submissions } = await openContactForm(page)
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
    const message = uniqueText('Lost twice, then sent by hand.')
    await fillFields(form, contactFields(message))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('alert').getByText(NETWORK_FAILURE)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText(NETWORK_FAILURE)).toBeVisible()
    await expectFieldValues(form, contactFields(message))
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(submissions).toHaveLength(2)
    expect(withMessage(storedSubmissions('contact'), message)).toEqual([])

    // One retry only: nothing more goes out on its own, however long the visitor waits; the next
    // request is the one the visitor sends.
    await page.clock.fastForward(A_MINUTE)
    await page.unroute('**/api/contact')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(submissions).toHaveLength(3)
    const keys = await Promise.all(submissions.map((request) => request.headerValue(IDEMPOTENCY_KEY_HEADER)))
    expect(new Set(keys).size).toBe(1)
    await expect.poll(() => withMessage(storedSubmissions('contact'), message)).toHaveLength(1)
  })
})

test.describe('Form submissions', () => {
  test.describe.configure({ timeout: 60_000 })

  test('an answer from the server, even an error, is not sent again', async ({ page }) => {
    await page.clock.install()
    const { form, submissions } = await openContactForm(page)
    await failApi(page, '/api/contact', { status: 503, body: '{"message":"The server is busy"}' })
    await fillFields(form, contactFields('Refused once by a busy server.'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('alert').getByText('The server is busy')).toBeVisible()
    expect(submissions).toHaveLength(1)
    // Nothing goes out on its own however long the visitor waits: the next request is the visitor's.
    await page.clock.fastForward(A_MINUTE)
    await page.unroute('**/api/contact')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(submissions).toHaveLength(2)
  })

  test('a second message after a successful one has a new key and a new form token', async ({ page, storedSubmissions }) => {
    const { form, submissions, tokenRequests } = await openContactForm(page)
    const messages = [uniqueText('The first of two messages.'), uniqueText('The second of two messages.')] as const
    await fillFields(form, contactFields(messages[0]))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(tokenRequests).toHaveLength(1)

    await fillFields(form, contactFields(messages[1]))
    // The first confirmation may still show: the second is known by the server's answer.
    const secondAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await secondAnswer
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(submissions).toHaveLength(2)
    const [first, second] = submissions as [Request, Request]
    expect(await second.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID)
    expect(await second.headerValue(IDEMPOTENCY_KEY_HEADER)).not.toBe(await first.headerValue(IDEMPOTENCY_KEY_HEADER))
    // The second message's time is counted from when the visitor started on it, and each token is the contact form's.
    expect(tokenRequests).toHaveLength(2)
    for (const request of tokenRequests) expect(new URL(request.url()).searchParams.get('form')).toBe('contact')
    expect(second.postDataJSON().formToken).toEqual(expect.any(String))
    expect(second.postDataJSON().formToken).not.toBe(first.postDataJSON().formToken)
    for (const message of messages) await expect.poll(() => withMessage(storedSubmissions('contact'), message)).toMatchObject([{ spam: 0 }])
  })

  test('without the site script, the form fetches its token itself when it is sent', async ({ page }) => {
    await page.route('**/scripts/site.js', (route) => route.abort())
    const { form, tokenRequests, submissions } = await openContactForm(page)
    await fillFields(form, contactFields('Sent from a page whose site script did not load.'))
    await expect.poll(() => formTokenAsked(form)).toBe(false)
    expect(tokenRequests).toEqual([])
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(tokenRequests).toHaveLength(1)
    const { token } = await (await tokenRequests[0]!.response())!.json()
    expect(submissions[0]!.postDataJSON().formToken).toBe(token)
  })
})

test.describe('A form whose token cannot be had', () => {
  test.describe.configure({ timeout: 60_000 })

  test('is sent without it when the token request failed, and stored as likely spam', async ({ page, storedSubmissions }) => {
    const { form, submissions } = await openContactForm(page)
    await page.route(`**${FORM_TOKEN_PATH}?form=*`, (route) => route.abort('internetdisconnected'))
    const message = uniqueText('Sent although no token could be fetched.')
    await fillFields(form, contactFields(message))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(submissions).toHaveLength(1)
    expect(submissions[0]!.postDataJSON()).not.toHaveProperty('formToken')
    expect(await submissions[0]!.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID)
    await expect.poll(() => withMessage(storedSubmissions('contact'), message)).toMatchObject([{ spam: 1 }])
  })

  test('waits for a slow token about 2 seconds, then is sent without it', async ({ page, storedSubmissions }) => {
    const { form, submissions } = await openContactForm(page)
    // The token is held on its way for the whole test: it comes too late for the submission.
    await holdRequests(page, `${FORM_TOKEN_PATH}?form=*`)
    const message = uniqueText('Sent while the token was still on its way.')
    await fillFields(form, contactFields(message))
    const sentAt = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/contact').then(() => Date.now())
    const clickedAt = Date.now()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    const waited = (await sentAt) - clickedAt
    // About 2 seconds, plus loading the validation code on a busy machine; never as long as the token.
    expect(waited).toBeGreaterThanOrEqual(1_800)
    expect(waited).toBeLessThan(8_000)
    expect(submissions[0]!.postDataJSON()).not.toHaveProperty('formToken')
    await expect.poll(() => withMessage(storedSubmissions('contact'), message)).toMatchObject([{ spam: 1 }])
  })
})

test.describe('No form token is asked for', () => {
  test('when the home page loads and is looked at, only once its form is used', async ({ page }) => {
    const { form, tokenRequests } = await openContactForm(page, '/')
    await page.mouse.wheel(0, 2_000)
    await page.getByRole('heading', { level: 1 }).click()
    await expect.poll(() => formTokenAsked(form)).toBe(false)
    expect(tokenRequests).toEqual([])

    await form.getByRole('textbox', { name: /Name/ }).focus()
    await expect.poll(() => tokenRequests.length).toBe(1)
    await form.getByRole('textbox', { name: /Name/ }).fill('Ada')
    await form.getByRole('textbox', { name: /Email/ }).click()
    expect(tokenRequests).toHaveLength(1)
  })

  test('on /research, a page without forms', async ({ page }) => {
    const tokenRequests = requestsTo(page, FORM_TOKEN_PATH)
    await page.goto('/research')
    // Only a form marked for a token, or an island's code, ever asks for one: the page has neither
    // (the header's search field is a form, but asks for none).
    await expect(page.locator(`form[${pageScriptHooks.formToken}], [data-island]`)).toHaveCount(0)
    await page.getByRole('heading', { level: 1 }).click()
    await page.keyboard.press('Tab')
    expect(tokenRequests).toEqual([])
  })
})
