import { describe, expect, test } from 'vitest'
import { formPath } from './form-path.ts'
import { FORM_NAMES, FORMS, isFormName } from './form-registry.ts'

describe('The form registry', () => {
  test.each(FORM_NAMES)('%s labels every field of its schema and no other, and names a field of it for the email', async (name) => {
    const { labels, emailField, loadSchema } = FORMS[name]
    const fields = Object.keys((await loadSchema()).def.shape)
    expect(Object.keys(labels).sort()).toEqual(fields.sort())
    expect(fields).toContain(emailField)
    for (const label of Object.values(labels)) expect(label.trim()).not.toBe('')
  })

  test('gives each form a title staff can tell apart', () => {
    const titles = FORM_NAMES.map((name) => FORMS[name].title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  test('knows only its own forms', () => {
    expect(FORM_NAMES.every(isFormName)).toBe(true)
    expect(isFormName('newsletter')).toBe(false)
    expect(isFormName('toString')).toBe(false)
  })

  test('a form that is not in the registry has no address: the type check refuses it', () => {
    expect(formPath('contact')).toBe('/api/contact')
    // @ts-expect-error -- there is no newsletter form, so there is no address to send one to
    expect(formPath('newsletter')).toBe('/api/newsletter')
  })
})
