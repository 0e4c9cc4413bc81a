import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { delayApi, failApi } from './support/api-routes.ts'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'
import { storedSubmissions } from './support/stored-submissions.ts'

const { open } = useBrowser()

async function openForm(path: string, formName: string) {
  const page = await open(path)
  await waitForIslands(page)
  return { page, form: page.getByRole('form', { name: formName }) }
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

describe.each([
  {
    path: '/community-signup',
    form: 'community-signup',
    formName: 'Join our community',
    submit: 'Join Our Community',
    pending: 'Joining...',
    success: ['Welcome to Our Community!', "Thank you for joining the community. We'll be in touch soon!"],
    failure: ['Error', 'There was an issue submitting your information. Please try again.'],
  },
  {
    path: '/advisor-signup',
    form: 'advisor-signup',
    formName: 'Advisor application',
    submit: 'Submit Application',
    pending: 'Submitting Application...',
    success: ['Thank You for Your Interest!', "We've received your advisor application and will be in touch soon to discuss next steps."],
    failure: ['Error', 'There was an issue submitting your application. Please try again.'],
  },
])('The form on $path', { timeout: 60_000 }, ({ path, form: formKey, formName, submit, pending, success, failure }) => {
  async function fillValid(form: ReturnType<Page['getByRole']>, name: string) {
    await form.getByRole('textbox', { name: /Full Name/ }).fill(name)
    await form.getByRole('textbox', { name: /Email Address/ }).fill('grace@example.org')
    await form.getByRole('textbox', { name: /Organization/ }).fill('Harbour School')
    await form.getByRole('combobox', { name: /Role/ }).selectOption('Educator')
    await form.getByRole('checkbox', { name: 'Sign up for updates' }).check()
  }

  test("shows the spec's messages beside the fields and focuses the first, with no axe violations", async () => {
    const { page, form } = await openForm(path, formName)
    await form.getByRole('button', { name: submit }).click()
    await form.getByText('Name must be at least 2 characters', { exact: true }).waitFor()
    expect(await form.getByText('Please enter a valid email address', { exact: true }).isVisible()).toBe(true)
    expect(await form.getByText('Please select your role', { exact: true }).isVisible()).toBe(true)
    const name = form.getByRole('textbox', { name: /Full Name/ })
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })

  test('shows the pending label, then confirms, resets and stores the sign-up', async () => {
    const { page, form } = await openForm(path, formName)
    await delayApi(page, `/api/${formKey}`, 800)
    const name = `Grace ${formKey}`
    await fillValid(form, name)
    await form.getByRole('button', { name: submit }).click()
    const pendingButton = form.getByRole('button', { name: pending })
    await pendingButton.waitFor()
    expect(await pendingButton.isDisabled()).toBe(true)
    await toasts(page).getByText(success[0]!).waitFor()
    expect(await toasts(page).getByText(success[1]!).isVisible()).toBe(true)
    expect(await form.getByRole('status').textContent()).toContain(success[0])
    expect(await form.getByRole('textbox', { name: /Full Name/ }).inputValue()).toBe('')
    expect(await form.getByRole('combobox', { name: /Role/ }).inputValue()).toBe('')
    expect(storedSubmissions(formKey).find((row) => row.data.name === name)).toMatchObject({
      email: 'grace@example.org',
      spam: 0,
      data: { organization: 'Harbour School', role: 'Educator', signUpForUpdates: true },
    })
  })

  test('on failure shows the error toast and keeps every value', async () => {
    const { page, form } = await openForm(path, formName)
    await failApi(page, `/api/${formKey}`)
    await fillValid(form, 'Grace Failing')
    await form.getByRole('button', { name: submit }).click()
    await toasts(page).getByText(failure[1]!).waitFor()
    expect(await toasts(page).getByText(failure[0]!, { exact: true }).isVisible()).toBe(true)
    expect(await form.getByRole('alert').textContent()).toContain(failure[1])
    expect(await form.getByRole('textbox', { name: /Full Name/ }).inputValue()).toBe('Grace Failing')
    expect(await form.getByRole('textbox', { name: /Organization/ }).inputValue()).toBe('Harbour School')
    expect(await form.getByRole('combobox', { name: /Role/ }).inputValue()).toBe('Educator')
    expect(await form.getByRole('checkbox', { name: 'Sign up for updates' }).isChecked()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('The student ambassador application', { timeout: 60_000 }, () => {
  const formName = 'Student ambassador application'

  async function fillValid(form: ReturnType<Page['getByRole']>, name: string) {
    await form.getByRole('textbox', { name: /Full Name/ }).fill(name)
    await form.getByRole('textbox', { name: /Email Address/ }).fill('sam@example.edu')
    await form.getByRole('textbox', { name: /School/ }).fill('Central High')
    await form.getByRole('combobox', { name: /Grade Level/ }).selectOption('College Junior')
    await form.getByRole('textbox', { name: /Major/ }).fill('Psychology')
    await form.getByRole('textbox', { name: /Interests/ }).fill('Neuroscience and peer support')
    await form.getByRole('textbox', { name: /Relevant Experience/ }).fill('Peer tutor for two years')
    await form.getByRole('textbox', { name: /Why do you want/ }).fill('My brother is autistic and I want to help.')
  }

  test("shows the spec's messages beside the fields, with no axe violations", async () => {
    const { page, form } = await openForm('/student-ambassador-signup', formName)
    await form.getByRole('textbox', { name: /Interests/ }).fill('short')
    await form.getByRole('button', { name: 'Submit Application' }).click()
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'School name is required',
      'Please select your grade level',
      'Please describe your interests (minimum 10 characters)',
      'Please describe any relevant experience (minimum 10 characters)',
      'Please tell us why you want to be a student ambassador (minimum 10 characters)',
    ])
      await form.getByText(message, { exact: true }).waitFor()
    expect(await form.getByRole('textbox', { name: /Full Name/ }).evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })

  test('shows the pending label, then confirms, resets and stores the application', async () => {
    const { page, form } = await openForm('/student-ambassador-signup', formName)
    await delayApi(page, '/api/student-ambassador-signup', 800)
    await fillValid(form, 'Sam Storing')
    await form.getByRole('button', { name: 'Submit Application' }).click()
    const pendingButton = form.getByRole('button', { name: 'Submitting Application...' })
    await pendingButton.waitFor()
    expect(await pendingButton.isDisabled()).toBe(true)
    await toasts(page).getByText('Application Submitted Successfully!').waitFor()
    expect(await toasts(page).getByText("We'll review your application and get back to you soon!").isVisible()).toBe(true)
    expect(await form.getByRole('textbox', { name: /Interests/ }).inputValue()).toBe('')
    expect(storedSubmissions('student-ambassador-signup').find((row) => row.data.name === 'Sam Storing')).toMatchObject({
      email: 'sam@example.edu',
      data: { school: 'Central High', grade: 'College Junior', major: 'Psychology' },
    })
  })

  test('on failure shows the error toast and keeps every value', async () => {
    const { page, form } = await openForm('/student-ambassador-signup', formName)
    await failApi(page, '/api/student-ambassador-signup')
    await fillValid(form, 'Sam Failing')
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await toasts(page).getByText('There was an issue submitting your application. Please try again.').waitFor()
    expect(await form.getByRole('textbox', { name: /Full Name/ }).inputValue()).toBe('Sam Failing')
    expect(await form.getByRole('combobox', { name: /Grade Level/ }).inputValue()).toBe('College Junior')
    expect(await form.getByRole('textbox', { name: /Why do you want/ }).inputValue()).toBe('My brother is autistic and I want to help.')
    expect(await axeViolations(page)).toEqual([])
  })
})
