import type { Page } from '@playwright/test'
import { FORM_TOKEN_PATH, IDEMPOTENCY_KEY_HEADER } from '#lib/forms/spam-signals.ts'
import { TOAST_DURATION_MS } from '#pages/_components/toast/toast-region.tsx'
import { expectFieldValues } from './support/expect-field-values.ts'
import { failApi } from './support/fail-api.ts'
import type { Field } from './support/field.ts'
import { fillFields } from './support/fill-fields.ts'
import { expectToastClearOf } from './support/expect-toast-clear-of.ts'
import { expect, test } from './support/fixtures.ts'
import { holdRequests } from './support/hold-requests.ts'
import { waitForIslands } from './support/islands.ts'
import { requestsTo } from './support/requests-to.ts'
import { sendWhileHeld } from './support/send-while-held.ts'
import { wcagViolations } from './support/wcag-violations.ts'
import { uniqueText } from './support/unique-text.ts'

interface PlayDialog {
  /** The API path's last part, and the form's name in the store. */
  form: string
  labels: { trigger: string; dialog: string; submit: string; failure: string }
  success: { title: string; text: string }
  /** The text fields the browser itself requires, by their whole labels, with a valid sign-up's values under `name` (the first field). */
  requiredText(name: string): Record<string, string>
  /** The rest of a valid sign-up. */
  otherFields: Field[]
  /** What the site stores of that sign-up. */
  stored(name: string): Record<string, unknown>
}

const registration: PlayDialog = {
  form: 'play-signup',
  labels: { trigger: 'My Child Wants to Play!', dialog: 'Register Your Child', submit: 'Register', failure: 'Registration Error' },
  success: { title: 'Registration Successful!', text: "We'll be in touch within 2-3 business days." },
  requiredText: (name) => ({ "Child's Name": name, "Parent's Email": 'parent@example.org', Availability: 'Weekday afternoons', 'Preferred Games': 'Uno, Chess' }),
  otherFields: [
    { role: 'combobox', name: 'Age Group', value: '8-10' },
    { role: 'checkbox', name: /parent or guardian/, value: true },
  ],
  stored: (childName) => ({ childName, ageGroup: '8-10', parentConsent: true, availability: 'Weekday afternoons' }),
}

const volunteering: PlayDialog = {
  form: 'volunteer-signup',
  labels: { trigger: 'I Want to Volunteer!', dialog: 'Volunteer Application', submit: 'Submit Application', failure: 'Application Error' },
  success: { title: 'Thank You for Volunteering!', text: "We'll review your application and contact you within 2-3 business days." },
  requiredText: (name) => ({ Name: name, Email: 'vic@example.org', Availability: 'Saturday mornings', 'Preferred Games': 'Pictionary' }),
  otherFields: [{ role: 'textbox', name: /Experience/, value: 'Camp counsellor' }],
  stored: (name) => ({ name, availability: 'Saturday mornings', preferredGames: 'Pictionary', experience: 'Camp counsellor' }),
}

/** Every field of a valid sign-up under `name`, as fillFields takes them. */
const fieldsOf = (signup: PlayDialog, name: string): Field[] => [
  ...Object.entries(signup.requiredText(name)).map(([label, value]): Field => ({ role: 'textbox', name: label, value })),
  ...signup.otherFields,
]

/** Opens the dialog with its button in the hero, or the one in the closing call to action. */
async function openDialog(page: Page, { labels }: PlayDialog, copy: 'first' | 'last' = 'first') {
  await page.getByRole('button', { name: labels.trigger })[copy]().click()
  const dialog = page.getByRole('dialog', { name: labels.dialog })
  await expect(dialog).toBeVisible()
  return dialog
}

// While a dialog is open the rest of the page, the toast area included, is hidden from assistive
// technology (the dialog's own alert speaks for it), so the toast is looked up with includeHidden.
const toastText = (page: Page, text: string) => page.getByRole('region', { name: /^Sign-up notifications/, includeHidden: true }).getByText(text, { exact: true })

test.describe.configure({ timeout: 60_000 })

for (const signup of [registration, volunteering]) {
  test.describe(`The ${signup.labels.dialog} dialog`, () => {
    test('is there in the hero and again in the closing call to action', async ({ openHydrated }) => {
      const page = await openHydrated('/play-with-me')
      await expect(page.getByRole('button', { name: signup.labels.trigger })).toHaveCount(2)
      const dialog = await openDialog(page, signup, 'last')
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toHaveCount(0)
    })

    test('lets the browser refuse it while a required field is empty, and sends nothing', async ({ openHydrated }) => {
      const page = await openHydrated('/play-with-me')
      const sent = requestsTo(page, `/api/${signup.form}`)
      const dialog = await openDialog(page, signup)
      const required = Object.keys(signup.requiredText(''))
      for (const label of required) await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('required')
      await dialog.getByRole('button', { name: signup.labels.submit }).click()
      const first = dialog.getByRole('textbox', { name: required[0]!, exact: true })
      // The browser's check stops the form at its first empty required field.
      await expect(first).toBeFocused()
      await expect.poll(() => first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
      await expect(dialog).toBeVisible()
      expect(sent).toEqual([])
      expect(await wcagViolations(page)).toEqual([])
    })

    test('shows "Submitting...", then confirms, closes the dialog and stores the sign-up', async ({ page, openHydrated, storedSubmissions }) => {
      // The page's timers run on a clock the test moves on, so that the toast's time is not waited out.
      await page.clock.install()
      await openHydrated('/play-with-me')
      const dialog = await openDialog(page, signup)
      const name = uniqueText(`Stored ${signup.form}`)
      await fillFields(dialog, fieldsOf(signup, name))
      await sendWhileHeld(page, dialog, { api: `/api/${signup.form}`, submit: signup.labels.submit, pending: 'Submitting...' })

      await expect(toastText(page, signup.success.title)).toBeVisible()
      await expect(toastText(page, signup.success.text)).toBeVisible()
      await expect(dialog).toHaveCount(0)
      // The confirmation stays below the buttons after the toast has gone.
      await page.clock.fastForward(TOAST_DURATION_MS)
      await expect(toastText(page, signup.success.title)).toHaveCount(0)
      await expect(page.getByRole('status').filter({ hasText: signup.success.title })).toHaveCount(1)
      // Opened again, the form is empty.
      const reopened = await openDialog(page, signup)
      await expectFieldValues(reopened, fieldsOf(signup, name), { cleared: true })

      await expect.poll(() => storedSubmissions(signup.form).filter((row) => Object.values(row.data).includes(name))).toMatchObject([{ data: signup.stored(name) }])
    })

    test('asks for a form token only once the dialog is used, and sends it with an idempotency key', async ({ page, storedSubmissions }) => {
      const tokenRequests = requestsTo(page, FORM_TOKEN_PATH)
      const submissions = requestsTo(page, `/api/${signup.form}`)
      await page.goto('/play-with-me')
      await waitForIslands(page)
      // The dialog's form does not exist yet: only the page itself could have asked.
      expect(tokenRequests).toEqual([])
      // Opening the dialog puts the focus in its form: the visitor is using it from then on.
      const dialog = await openDialog(page, signup)
      await expect.poll(() => tokenRequests.length).toBe(1)
      const name = uniqueText(`Token ${signup.form}`)
      await fillFields(dialog, fieldsOf(signup, name))
      await dialog.getByRole('button', { name: signup.labels.submit }).click()
      await expect(toastText(page, signup.success.title)).toBeVisible()
      // One token in all, the load of the page included.
      expect(tokenRequests).toHaveLength(1)
      expect(submissions).toHaveLength(1)
      const { token } = await (await tokenRequests[0]!.response())!.json()
      expect(submissions[0]!.postDataJSON()).toMatchObject({ formToken: token, website: '' })
      expect(await submissions[0]!.headerValue(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/)
      await expect.poll(() => storedSubmissions(signup.form).filter((row) => Object.values(row.data).includes(name))).toMatchObject([{ spam: 0 }])
    })

    test('a second sign-up from the same page has a token of its own, and neither is flagged', async ({ page, storedSubmissions }) => {
      const tokenRequests = requestsTo(page, FORM_TOKEN_PATH)
      const submissions = requestsTo(page, `/api/${signup.form}`)
      await page.goto('/play-with-me')
      await waitForIslands(page)
      const names = [uniqueText(`First of two ${signup.form}`), uniqueText(`Second of two ${signup.form}`)]
      for (const name of names) {
        const dialog = await openDialog(page, signup)
        await fillFields(dialog, fieldsOf(signup, name))
        await dialog.getByRole('button', { name: signup.labels.submit }).click()
        await expect(dialog).toHaveCount(0)
      }
      expect(submissions).toHaveLength(2)
      const [first, second] = submissions.map((request) => request.postDataJSON().formToken)
      expect([first, second]).toEqual([expect.any(String), expect.any(String)])
      expect(second).not.toBe(first)
      for (const request of tokenRequests) expect(new URL(request.url()).searchParams.get('form')).toBe(signup.form)
      for (const name of names) {
        await expect.poll(() => storedSubmissions(signup.form).filter((row) => Object.values(row.data).includes(name))).toMatchObject([{ spam: 0 }])
      }
    })

    test('on failure shows the error toast, stays open and keeps every value', async ({ openHydrated }) => {
      const page = await openHydrated('/play-with-me')
      await failApi(page, `/api/${signup.form}`)
      const dialog = await openDialog(page, signup)
      const fields = fieldsOf(signup, 'Kept Name')
      await fillFields(dialog, fields)
      await dialog.getByRole('button', { name: signup.labels.submit }).click()
      await expect(toastText(page, signup.labels.failure)).toBeVisible()
      await expect(toastText(page, 'Something went wrong. Please try again.')).toBeVisible()
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('alert')).toContainText('Something went wrong. Please try again.')
      await expectFieldValues(dialog, fields)
      await expect(dialog.getByRole('button', { name: signup.labels.submit })).toBeEnabled()
      expect(await wcagViolations(page)).toEqual([])
    })
  })
}

test.describe('On a phone at the largest text size with wider spacing', () => {
  test.use({ viewport: { width: 320, height: 640 }, reducedMotion: 'reduce' })

  test("the error toast covers neither the dialog's own message nor the button just pressed", async ({ page, openHydrated }) => {
    await page.addInitScript(() => {
      localStorage.setItem('senseahead:text-size', 'largest')
      localStorage.setItem('senseahead:spacing', 'wider')
    })
    await openHydrated('/play-with-me')
    await failApi(page, `/api/${registration.form}`)
    const dialog = await openDialog(page, registration)
    await fillFields(dialog, fieldsOf(registration, 'Kept Name'))
    const submit = dialog.getByRole('button', { name: registration.labels.submit })
    await submit.click()
    await expect(dialog.getByRole('alert')).toContainText('Something went wrong. Please try again.')
    await expectToastClearOf(page.getByRole('region', { name: /^Sign-up notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true }), [
      dialog.getByRole('alert'),
      submit,
    ])
  })
})

test("a play registration cannot be sent without the parent's or guardian's consent", async ({ openHydrated, storedSubmissions }) => {
  const page = await openHydrated('/play-with-me')
  const sent = requestsTo(page, `/api/${registration.form}`)
  const dialog = await openDialog(page, registration)
  await fillFields(dialog, [...fieldsOf(registration, 'No Consent'), { role: 'checkbox', name: /parent or guardian/, value: false }])
  await dialog.getByRole('button', { name: registration.labels.submit }).click()
  const consent = dialog.getByRole('checkbox', { name: /parent or guardian/ })
  await expect(consent).toBeFocused()
  await expect.poll(() => consent.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
  expect(sent).toEqual([])
  expect(storedSubmissions(registration.form).some((row) => row.data.childName === 'No Consent')).toBe(false)
})

test('while one Play With Me form is sending, the other one waits too', async ({ openHydrated, storedSubmissions }) => {
  const page = await openHydrated('/play-with-me')
  const releaseRegistration = await holdRequests(page, `/api/${registration.form}`)
  const play = await openDialog(page, registration)
  await fillFields(play, fieldsOf(registration, 'Shared Flag'))
  await play.getByRole('button', { name: registration.labels.submit }).click()
  await expect(play.getByRole('button', { name: 'Submitting...' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(play).toBeHidden()
  const volunteer = await openDialog(page, volunteering)
  await expect(volunteer.getByRole('button', { name: 'Submitting...' })).toBeDisabled()

  // Once the registration is confirmed, the volunteer form is free again and its dialog stays open.
  releaseRegistration()
  await expect(volunteer.getByRole('button', { name: volunteering.labels.submit })).toBeEnabled()
  await expect(volunteer).toBeVisible()
  await expect.poll(() => storedSubmissions(registration.form).some((row) => row.data.childName === 'Shared Flag')).toBe(true)
})
