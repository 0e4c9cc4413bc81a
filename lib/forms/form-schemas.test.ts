import { describe, expect, test } from 'vitest'
import { contactFormSchema } from './contact-schema.ts'
import { playSignupFormSchema } from './play-signup-schema.ts'
import { roleSignupFormSchema } from './role-signup-schema.ts'
import { studentAmbassadorFormSchema } from './student-ambassador-schema.ts'
import { volunteerSignupFormSchema } from './volunteer-signup-schema.ts'
import { fieldErrors } from '#api/http/field-errors.server.ts'

const errorsOf = (schema: { safeParse(input: unknown): { success: boolean; error?: { issues: Parameters<typeof fieldErrors>[0] } } }, input: unknown) =>
  fieldErrors(schema.safeParse(input).error?.issues ?? []).errors

describe('The form schemas give each field its message', () => {
  test('contact form', () => {
    expect(errorsOf(contactFormSchema, { name: 'A', email: 'not-an-email', subject: '', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Please select a subject.',
      message: 'Message must be at least 10 characters.',
    })
  })

  test('community sign-up and advisor application', () => {
    expect(errorsOf(roleSignupFormSchema, { name: 'A', email: 'x@', organization: '', role: '' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      role: 'Please select your role',
    })
  })

  test('student ambassador application', () => {
    expect(errorsOf(studentAmbassadorFormSchema, { name: '', email: '', school: 'X', grade: '', interests: 'a', experience: 'b', motivation: 'c' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      school: 'School name is required',
      grade: 'Please select your grade level',
      interests: 'Please describe your interests (minimum 10 characters)',
      experience: 'Please describe any relevant experience (minimum 10 characters)',
      motivation: 'Please tell us why you want to be a student ambassador (minimum 10 characters)',
    })
  })

  test("play registration needs the four required fields and the parent's consent, not an age group", () => {
    const errors = errorsOf(playSignupFormSchema, { childName: '', parentEmail: '', ageGroup: '', availability: ' ', preferredGames: '', parentConsent: false })
    expect(Object.keys(errors).sort()).toEqual(['availability', 'childName', 'parentConsent', 'parentEmail', 'preferredGames'])
    expect(errors.parentConsent).toBe("Please confirm that you are the child's parent or guardian")
  })

  test('volunteer application needs name, email, availability and preferred games', () => {
    expect(Object.keys(errorsOf(volunteerSignupFormSchema, {})).sort()).toEqual(['availability', 'email', 'name', 'preferredGames'])
  })
})

describe('The form schemas protect the store', () => {
  test('strings are trimmed and optional ones default to empty', () => {
    const result = roleSignupFormSchema.parse({ name: '  Ada  ', email: ' ada@example.org ', role: 'Parent' })
    expect(result).toEqual({ name: 'Ada', email: 'ada@example.org', organization: '', role: 'Parent', signUpForUpdates: false })
  })

  test('a name of only spaces is too short', () => {
    expect(errorsOf(contactFormSchema, { name: '     ', email: 'a@b.co', subject: 'other', message: 'long enough message' })).toEqual({ name: 'Name must be at least 2 characters.' })
  })

  test.each([
    ['name', 'x'.repeat(101), 'Must be at most 100 characters'],
    ['email', `${'x'.repeat(250)}@b.co`, 'Must be at most 254 characters'],
    ['message', 'x'.repeat(5001), 'Must be at most 5000 characters'],
  ])('%s has a maximum length', (field, value, message) => {
    const valid = { name: 'Ada', email: 'a@b.co', subject: 'other', message: 'long enough message' }
    expect(errorsOf(contactFormSchema, { ...valid, [field]: value })).toEqual({ [field]: message })
  })

  test('unknown fields are refused, and counted without being named', () => {
    const result = volunteerSignupFormSchema.safeParse({ name: 'V', email: 'v@b.co', availability: 'a', preferredGames: 'b', isAdmin: true, 'jane@example.net': 'x' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!.issues)).toEqual({ errors: {}, unknownFields: 2 })
  })

  test('an age group outside the four is refused', () => {
    const valid = { childName: 'R', parentEmail: 'p@b.co', availability: 'a', preferredGames: 'b', parentConsent: true }
    expect(playSignupFormSchema.safeParse({ ...valid, ageGroup: '11-13' }).success).toBe(true)
    expect(playSignupFormSchema.safeParse({ ...valid, ageGroup: '' }).success).toBe(true)
    expect(playSignupFormSchema.safeParse({ ...valid, ageGroup: '2-4' }).success).toBe(false)
  })
})

describe('One-line fields cannot forge lines, and only visible characters count', () => {
  const contact = { name: 'Ada', email: 'a@b.co', subject: 'other', message: 'long enough message' }
  const ambassador = { name: 'Sam', email: 'sam@b.co', school: 'Central High', grade: '11th', interests: 'x'.repeat(10), experience: 'x'.repeat(10), motivation: 'x'.repeat(10) }

  test.each(['Ada\r\nId: forged', 'Ada\nLovelace', 'Ada\rLovelace', 'Ada\u2028Lovelace', 'Ada\u0000', 'Ada\u0085Lovelace', 'Ada\tLovelace'])(
    'a name with a control character (%j) is refused in each form’s own words',
    (name) => {
      expect(errorsOf(contactFormSchema, { ...contact, name })).toEqual({ name: 'Name must be on one line, without special characters.' })
      expect(errorsOf(roleSignupFormSchema, { name, email: 'a@b.co', role: 'Parent' })).toEqual({ name: 'Name must be on one line, without special characters' })
      expect(errorsOf(studentAmbassadorFormSchema, { ...ambassador, name })).toEqual({ name: 'Name must be on one line, without special characters' })
      expect(errorsOf(volunteerSignupFormSchema, { name, email: 'v@b.co', availability: 'a', preferredGames: 'b' })).toEqual({
        name: 'Must be on one line, without special characters',
      })
    },
  )

  test('every one-line field refuses a line break', () => {
    expect(errorsOf(roleSignupFormSchema, { name: 'Ada', email: 'a@b.co', role: 'Parent', organization: 'Navy\nId: forged' })).toEqual({
      organization: 'Organization must be on one line, without special characters',
    })
    expect(errorsOf(studentAmbassadorFormSchema, { ...ambassador, school: 'Central\nHigh', major: 'Art\r\n' + 'x' })).toEqual({
      school: 'School name must be on one line, without special characters',
      major: 'Major must be on one line, without special characters',
    })
    const play = { parentEmail: 'p@b.co', availability: 'a', preferredGames: 'b', parentConsent: true }
    expect(errorsOf(playSignupFormSchema, { ...play, childName: 'Robin\nHood' })).toEqual({ childName: 'Must be on one line, without special characters' })
    expect(errorsOf(contactFormSchema, { ...contact, email: 'a@b.co\r\nBcc: x@y.z' })).toEqual({ email: 'Please enter a valid email address.' })
  })

  test('a message of several lines is still taken', () => {
    expect(contactFormSchema.safeParse({ ...contact, message: 'First line,\r\nsecond line.' }).success).toBe(true)
  })

  test.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a zero-width joiner and a byte-order mark', '\u200D\uFEFF'],
    ['one letter between invisible ones', '\u200BA\u200C'],
    ['Hangul fillers', '\u3164\u3164'],
  ])('a name of %s is too short', (_label, name) => {
    expect(errorsOf(contactFormSchema, { ...contact, name })).toEqual({ name: 'Name must be at least 2 characters.' })
    expect(errorsOf(roleSignupFormSchema, { name, email: 'a@b.co', role: 'Parent' })).toEqual({ name: 'Name must be at least 2 characters' })
  })

  test('a name of only invisible characters is missing where one letter is enough', () => {
    expect(errorsOf(volunteerSignupFormSchema, { name: '\u200B\u2060', email: 'v@b.co', availability: 'a', preferredGames: 'b' })).toEqual({ name: 'Required' })
    expect(errorsOf(volunteerSignupFormSchema, { name: '\u200BV', email: 'v@b.co', availability: 'a', preferredGames: 'b' })).toEqual({})
  })

  test('spaces between words count, as they always have; invisible characters between spaces do not', () => {
    expect(errorsOf(contactFormSchema, { ...contact, message: 'Call me pls' })).toEqual({})
    expect(errorsOf(contactFormSchema, { ...contact, name: 'A B' })).toEqual({})
    expect(errorsOf(contactFormSchema, { ...contact, name: 'A \u200B' })).toEqual({ name: 'Name must be at least 2 characters.' })
    expect(errorsOf(contactFormSchema, { ...contact, message: `Hi \u200B${' \u200B'.repeat(10)}` })).toEqual({ message: 'Message must be at least 10 characters.' })
  })

  test('a message padded with invisible characters to the minimum is too short', () => {
    expect(errorsOf(contactFormSchema, { ...contact, message: `Hi${'\u200B'.repeat(20)}` })).toEqual({ message: 'Message must be at least 10 characters.' })
  })

  test('names in any script, with the joiners they need, are taken', () => {
    for (const name of ['José Ñúñez', 'Zoë', '李小龍', 'می‌خواهم', 'O’Brien-Smith']) expect(errorsOf(contactFormSchema, { ...contact, name })).toEqual({})
  })
})
