import { expectFieldValues } from './support/expect-field-values.ts'
import { failApi } from './support/fail-api.ts'
import type { Field } from './support/field.ts'
import { fillFields } from './support/fill-fields.ts'
import { expect, test } from './support/fixtures.ts'
import { sendWhileHeld } from './support/send-while-held.ts'
import { wcagViolations } from './support/wcag-violations.ts'
import { uniqueText } from './support/unique-text.ts'

interface SignupPage {
  path: string
  labels: { form: string; submit: string; pending: string }
  success: { title: string; text: string }
  failure: { title: string; text: string }
  /** What the visitor leaves wrong before sending, and the spec's messages that then show. */
  invalid: { fields: Field[]; messages: string[] }
  /** A valid sign-up under `name`, and what the site then stores. */
  fields(name: string): Field[]
  stored(name: string): { email: string; data: Record<string, unknown> }
}

/** The community and advisor forms share their fields and rules (SPEC); they differ in address and wording. */
const roleSignup: Pick<SignupPage, 'invalid' | 'fields' | 'stored'> = {
  invalid: { fields: [], messages: ['Name must be at least 2 characters', 'Please enter a valid email address', 'Please select your role'] },
  fields: (name) => [
    { role: 'textbox', name: /Full Name/, value: name },
    { role: 'textbox', name: /Email Address/, value: 'grace@example.org' },
    { role: 'textbox', name: /Organization/, value: 'Harbour School' },
    { role: 'combobox', name: /Role/, value: 'Educator' },
    { role: 'checkbox', name: 'Sign up for updates', value: true },
  ],
  stored: (name) => ({ email: 'grace@example.org', data: { name, organization: 'Harbour School', role: 'Educator', signUpForUpdates: true } }),
}

const signupPages: SignupPage[] = [
  {
    path: '/community-signup',
    labels: { form: 'Join our community', submit: 'Join Our Community', pending: 'Joining...' },
    success: { title: 'Welcome to Our Community!', text: "Thank you for joining the community. We'll be in touch soon!" },
    failure: { title: 'Error', text: 'There was an issue submitting your information. Please try again.' },
    ...roleSignup,
  },
  {
    path: '/advisor-signup',
    labels: { form: 'Advisor application', submit: 'Submit Application', pending: 'Submitting Application...' },
    success: { title: 'Thank You for Your Interest!', text: "We've received your advisor application and will be in touch soon to discuss next steps." },
    failure: { title: 'Error', text: 'There was an issue submitting your application. Please try again.' },
    ...roleSignup,
  },
  {
    path: '/student-ambassador-signup',
    labels: { form: 'Student ambassador application', submit: 'Submit Application', pending: 'Submitting Application...' },
    success: { title: 'Application Submitted Successfully!', text: "We'll review your application and get back to you soon!" },
    failure: { title: 'Error', text: 'There was an issue submitting your application. Please try again.' },
    invalid: {
      fields: [{ role: 'textbox', name: /Interests/, value: 'short' }],
      messages: [
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'School name is required',
        'Please select your grade level',
        'Please describe your interests (minimum 10 characters)',
        'Please describe any relevant experience (minimum 10 characters)',
        'Please tell us why you want to be a student ambassador (minimum 10 characters)',
      ],
    },
    fields: (name) => [
      { role: 'textbox', name: /Full Name/, value: name },
      { role: 'textbox', name: /Email Address/, value: 'sam@example.edu' },
      { role: 'textbox', name: /School/, value: 'Central High' },
      { role: 'combobox', name: /Grade Level/, value: 'College Junior' },
      { role: 'textbox', name: /Major/, value: 'Psychology' },
      { role: 'textbox', name: /Interests/, value: 'Neuroscience and peer support' },
      { role: 'textbox', name: /Relevant Experience/, value: 'Peer tutor for two years' },
      { role: 'textbox', name: /Why do you want/, value: 'My brother is autistic and I want to help.' },
    ],
    stored: (name) => ({ email: 'sam@example.edu', data: { name, school: 'Central High', grade: 'College Junior', major: 'Psychology' } }),
  },
]

for (const signup of signupPages) {
  const formKey = signup.path.slice(1)

  test.describe(`The form on ${signup.path}`, () => {
    test.describe.configure({ timeout: 60_000 })

    test("shows the spec's messages beside the fields and focuses the first, with no axe violations", async ({ openHydrated }) => {
      const page = await openHydrated(signup.path)
      const form = page.getByRole('form', { name: signup.labels.form })
      await fillFields(form, signup.invalid.fields)
      await form.getByRole('button', { name: signup.labels.submit }).click()
      for (const message of signup.invalid.messages) await expect(form.getByText(message, { exact: true })).toBeVisible()
      const name = form.getByRole('textbox', { name: /Full Name/ })
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toBeFocused()
      expect(await wcagViolations(page)).toEqual([])
    })

    test('shows the pending label, then confirms, resets and stores the sign-up', async ({ openHydrated, storedSubmissions }) => {
      const page = await openHydrated(signup.path)
      const form = page.getByRole('form', { name: signup.labels.form })
      const name = uniqueText(`Stored ${formKey}`)
      await fillFields(form, signup.fields(name))
      await sendWhileHeld(page, form, { api: `/api/${formKey}`, ...signup.labels })
      const toasts = page.getByRole('region', { name: 'Notifications (F8)' })
      await expect(toasts.getByText(signup.success.title)).toBeVisible()
      await expect(toasts.getByText(signup.success.text)).toBeVisible()
      await expect(form.getByRole('status')).toContainText(signup.success.title)
      await expectFieldValues(form, signup.fields(name), { cleared: true })
      await expect.poll(() => storedSubmissions(formKey).find((row) => row.data.name === name)).toMatchObject({ spam: 0, ...signup.stored(name) })
    })

    test('on failure shows the error toast and keeps every value', async ({ openHydrated }) => {
      const page = await openHydrated(signup.path)
      const form = page.getByRole('form', { name: signup.labels.form })
      await failApi(page, `/api/${formKey}`)
      const fields = signup.fields('Failing Visitor')
      await fillFields(form, fields)
      await form.getByRole('button', { name: signup.labels.submit }).click()
      const toasts = page.getByRole('region', { name: 'Notifications (F8)' })
      await expect(toasts.getByText(signup.failure.text)).toBeVisible()
      await expect(toasts.getByText(signup.failure.title, { exact: true })).toBeVisible()
      await expect(form.getByRole('alert')).toContainText(signup.failure.text)
      await expectFieldValues(form, fields)
      await expect(form.getByRole('button', { name: signup.labels.submit })).toBeEnabled()
      expect(await wcagViolations(page)).toEqual([])
    })
  })
}
