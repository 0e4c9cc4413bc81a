import { describe, expect, test } from 'vitest'
import { CONTACT_SUBJECT_LABELS } from '#lib/forms/form-options.ts'
import { FORM_NAMES, FORMS } from '#lib/forms/form-registry.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import { noticeMessage } from './staff-notice-email.server.ts'

const row = (data: Record<string, unknown>) => ({
  id: '0190f1e2-0000-7000-8000-000000000001',
  form: 'contact',
  created_at: '2026-11-24T12:00:00.000Z',
  data: JSON.stringify(data),
})

/** The lines that begin at the left edge: the notice's own, and one per field. */
const leftLines = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith(' '))

describe('The staff notice', () => {
  test('has one line per answer, under the label the visitor saw and in their words, after the title, the id and the link to the console', () => {
    const { subject, text, replyTo } = noticeMessage(row({ name: 'Ada', email: 'ada@example.org', subject: 'support_request', newsletter: true }), {
      consoleUrl: 'https://senseahead.example',
    })
    expect(subject).toBe('New contact message')
    expect(leftLines(text)).toEqual([
      'Contact message received 2026-11-24T12:00:00.000Z',
      'Id: 0190f1e2-0000-7000-8000-000000000001',
      `Reference: ${submissionReference('0190f1e2-0000-7000-8000-000000000001')}`,
      'Open it in the staff console: <https://senseahead.example/staff/submissions/0190f1e2-0000-7000-8000-000000000001>',
      `${FORMS.contact.labels.name}: Ada`,
      `${FORMS.contact.labels.email}: ada@example.org`,
      `${FORMS.contact.labels.subject}: ${CONTACT_SUBJECT_LABELS.support_request}`,
      `${FORMS.contact.labels.newsletter}: Yes`,
    ])
    // A reply reaches the person who wrote, wherever the form has their address.
    expect(replyTo).toBe('ada@example.org')
  })

  test.each(FORM_NAMES)('a %s notice is answered to its sender, and without the console has no link', (form) => {
    const email = `sender-${form}@example.org`
    const { text, replyTo } = noticeMessage({ ...row({ [FORMS[form].emailField]: email }), form })
    expect(replyTo).toBe(email)
    expect(text).not.toContain('/staff/')
    expect(text).toContain(`${FORMS[form].labels[FORMS[form].emailField as keyof (typeof FORMS)[typeof form]['labels']]}: ${email}`)
  })

  test.each(['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f'])('never holds a line a value forged with %j', (lineBreak) => {
    const forged = `Ada${lineBreak}Id: forged${lineBreak}${lineBreak}spam: 0`
    const { text } = noticeMessage(row({ name: forged, message: `Hello,${lineBreak}please call me.` }))
    // Every line break a mail program may show is one of the notice's own.
    expect(text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)).toEqual(text.split('\n'))
    expect(leftLines(text)).toEqual([
      'Contact message received 2026-11-24T12:00:00.000Z',
      'Id: 0190f1e2-0000-7000-8000-000000000001',
      `Reference: ${submissionReference('0190f1e2-0000-7000-8000-000000000001')}`,
      `${FORMS.contact.labels.name}: Ada`,
      `${FORMS.contact.labels.message}: Hello,`,
    ])
    // What was sent is all there, its further lines indented under its field.
    expect(text).toContain(`${FORMS.contact.labels.name}: Ada\n    Id: forged\n    \n    spam: 0\n`)
    expect(text).toContain(`${FORMS.contact.labels.message}: Hello,\n    please call me.\n`)
  })
})
