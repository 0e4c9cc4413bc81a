import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { FORM_TOKEN_PATH, IDEMPOTENCY_KEY_HEADER } from '../lib/forms/spam-signals.ts'
import { axeViolations } from './support/axe.ts'
import { delayApi, failApi } from './support/api-routes.ts'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'
import { storedSubmissions } from './support/stored-submissions.ts'

const { open } = useBrowser()

interface DialogCase {
  trigger: string
  dialogName: string
  form: string
  submit: string
  success: [string, string]
  failureTitle: string
  fill(dialog: Locator, name: string): Promise<void>
  requiredFields: string[]
  nameOf(data: Record<string, unknown>): unknown
}

const cases: DialogCase[] = [
  {
    trigger: 'My Child Wants to Play!',
    dialogName: 'Register Your Child',
    form: 'play-signup',
    submit: 'Register',
    success: ['Registration Successful!', "We'll be in touch within 2-3 business days."],
    failureTitle: 'Registration Error',
    async fill(dialog, name) {
      await dialog.getByRole('textbox', { name: "Child's Name" }).fill(name)
      await dialog.getByRole('textbox', { name: "Parent's Email" }).fill('parent@example.org')
      await dialog.getByRole('combobox', { name: 'Age Group' }).selectOption('8-10')
      await dialog.getByRole('textbox', { name: 'Availability' }).fill('Weekday afternoons')
      await dialog.getByRole('textbox', { name: 'Preferred Games' }).fill('Uno, Chess')
      await dialog.getByRole('checkbox', { name: /parent or guardian/ }).check()
    },
    requiredFields: ["Child's Name", "Parent's Email", 'Availability', 'Preferred Games'],
    nameOf: (data) => data.childName,
  },
  {
    trigger: 'I Want to Volunteer!',
    dialogName: 'Volunteer Application',
    form: 'volunteer-signup',
    submit: 'Submit Application',
    success: ['Thank You for Volunteering!', "We'll review your application and contact you within 2-3 business days."],
    failureTitle: 'Application Error',
    async fill(dialog, name) {
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('vic@example.org')
      await dialog.getByRole('textbox', { name: 'Availability' }).fill('Saturday mornings')
      await dialog.getByRole('textbox', { name: 'Preferred Games' }).fill('Pictionary')
      await dialog.getByRole('textbox', { name: /Experience/ }).fill('Camp counsellor')
    },
    requiredFields: ['Name', 'Email', 'Availability', 'Preferred Games'],
    nameOf: (data) => data.name,
  },
]

async function openDialog(page: Page, trigger: string, dialogName: string, copy: 'first' | 'last' = 'first') {
  await page.getByRole('button', { name: trigger })[copy]().click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await dialog.waitFor()
  return dialog
}

async function openPlayPage() {
  const page = await open('/play-with-me')
  await waitForIslands(page)
  return page
}

// While a dialog is open the rest of the page, the toast area included, is hidden from assistive
// technology (the dialog's own alert speaks for it), so the toast is looked up with includeHidden.
const toastText = (page: Page, text: string) => page.getByRole('region', { name: /^Sign-up notifications/, includeHidden: true }).getByText(text, { exact: true })

describe.each(cases)('The $dialogName dialog', { timeout: 60_000 }, (form) => {
  test('is there in the hero and again in the closing call to action', async () => {
    const page = await openPlayPage()
    expect(await page.getByRole('button', { name: form.trigger }).count()).toBe(2)
    const dialog = await openDialog(page, form.trigger, form.dialogName, 'last')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
  })

  test('lets the browser refuse it while a required field is empty, and sends nothing', async () => {
    const page = await openPlayPage()
    let requests = 0
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/${form.form}`)) requests++
    })
    const dialog = await openDialog(page, form.trigger, form.dialogName)
    for (const field of form.requiredFields) {
      expect(await dialog.getByRole('textbox', { name: field, exact: true }).getAttribute('required')).not.toBeNull()
    }
    await dialog.getByRole('button', { name: form.submit }).click()
    const first = dialog.getByRole('textbox', { name: form.requiredFields[0]!, exact: true })
    expect(await first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    expect(await dialog.isVisible()).toBe(true)
    expect(requests).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('shows "Submitting...", then confirms, closes the dialog and stores the sign-up', async () => {
    const page = await openPlayPage()
    await delayApi(page, `/api/${form.form}`, 800)
    const dialog = await openDialog(page, form.trigger, form.dialogName)
    const name = `Stored ${form.form}`
    await form.fill(dialog, name)
    await dialog.getByRole('button', { name: form.submit }).click()
    const pending = dialog.getByRole('button', { name: 'Submitting...' })
    await pending.waitFor()
    expect(await pending.isDisabled()).toBe(true)

    await toastText(page, form.success[0]).waitFor()
    expect(await toastText(page, form.success[1]).isVisible()).toBe(true)
    await dialog.waitFor({ state: 'detached' })
    // The confirmation stays below the buttons after the toast has gone (5 seconds).
    await toastText(page, form.success[0]).waitFor({ state: 'detached', timeout: 10_000 })
    expect(await page.getByRole('status').filter({ hasText: form.success[0] }).count()).toBe(1)
    // Opened again, the form is empty.
    const reopened = await openDialog(page, form.trigger, form.dialogName)
    expect(await reopened.getByRole('textbox', { name: form.requiredFields[0]!, exact: true }).inputValue()).toBe('')

    const stored = storedSubmissions(form.form).find((row) => form.nameOf(row.data) === name)
    expect(stored).toBeDefined()
    if (form.form === 'play-signup') expect(stored!.data).toMatchObject({ ageGroup: '8-10', parentConsent: true, availability: 'Weekday afternoons' })
  })

  test('asks for a form token only once the dialog is used, and sends it with an idempotency key', async () => {
    const page = await open('/robots.txt')
    const tokenRequests: Request[] = []
    const submissions: Request[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === FORM_TOKEN_PATH) tokenRequests.push(request)
      if (pathname === `/api/${form.form}`) submissions.push(request)
    })
    await page.goto('/play-with-me')
    await waitForIslands(page)
    await page.waitForLoadState('networkidle')
    expect(tokenRequests).toEqual([])
    // Opening the dialog puts the focus in its form: the visitor is using it from then on.
    const dialog = await openDialog(page, form.trigger, form.dialogName)
    await expect.poll(() => tokenRequests.length).toBe(1)
    const name = `Token ${form.form}`
    await form.fill(dialog, name)
    await dialog.getByRole('button', { name: form.submit }).click()
    await toastText(page, form.success[0]).waitFor()
    expect(tokenRequests).toHaveLength(1)
    expect(submissions).toHaveLength(1)
    const { token } = await (await tokenRequests[0]!.response())!.json()
    expect(submissions[0]!.postDataJSON()).toMatchObject({ formToken: token, website: '' })
    expect(await submissions[0]!.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/)
    expect(storedSubmissions(form.form).find((row) => form.nameOf(row.data) === name)).toMatchObject({ spam: 0 })
  })

  test('on failure shows the error toast, stays open and keeps every value', async () => {
    const page = await openPlayPage()
    await failApi(page, `/api/${form.form}`)
    const dialog = await openDialog(page, form.trigger, form.dialogName)
    await form.fill(dialog, 'Kept Name')
    await dialog.getByRole('button', { name: form.submit }).click()
    await toastText(page, form.failureTitle).waitFor()
    expect(await toastText(page, 'Something went wrong. Please try again.').isVisible()).toBe(true)
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('alert').textContent()).toContain('Something went wrong. Please try again.')
    expect(await dialog.getByRole('textbox', { name: form.requiredFields[0]!, exact: true }).inputValue()).toBe('Kept Name')
    expect(await dialog.getByRole('textbox', { name: 'Preferred Games' }).inputValue()).not.toBe('')
    expect(await dialog.getByRole('button', { name: form.submit }).isEnabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })
})

test("a play registration cannot be sent without the parent's or guardian's consent", { timeout: 60_000 }, async () => {
  const page = await openPlayPage()
  const dialog = await openDialog(page, 'My Child Wants to Play!', 'Register Your Child')
  await cases[0]!.fill(dialog, 'No Consent')
  const consent = dialog.getByRole('checkbox', { name: /parent or guardian/ })
  await consent.uncheck()
  await dialog.getByRole('button', { name: 'Register' }).click()
  expect(await consent.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
  expect(storedSubmissions('play-signup').some((row) => row.data.childName === 'No Consent')).toBe(false)
})

test('while one Play With Me form is sending, the other one waits too', { timeout: 60_000 }, async () => {
  const page = await openPlayPage()
  await delayApi(page, '/api/play-signup', 3000)
  const play = await openDialog(page, 'My Child Wants to Play!', 'Register Your Child')
  await cases[0]!.fill(play, 'Shared Flag')
  await play.getByRole('button', { name: 'Register' }).click()
  await play.getByRole('button', { name: 'Submitting...' }).waitFor()
  await page.keyboard.press('Escape')
  await play.waitFor({ state: 'hidden' })
  const volunteer = await openDialog(page, 'I Want to Volunteer!', 'Volunteer Application')
  const submit = volunteer.getByRole('button', { name: 'Submitting...' })
  expect(await submit.isDisabled()).toBe(true)
  // Once the registration is confirmed, the volunteer form is free again and its dialog stays open.
  await volunteer.getByRole('button', { name: 'Submit Application' }).waitFor()
  expect(await volunteer.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true)
  expect(storedSubmissions('play-signup').some((row) => row.data.childName === 'Shared Flag')).toBe(true)
})
