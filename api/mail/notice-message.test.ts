import { describe, expect, test } from 'vitest'
import { submissionReference } from '../submissions/submission-reference.server.ts'
import { noticeMessage } from './notice-message.server.ts'

const row = (data: Record<string, unknown>) => ({
  id: '0190f1e2-0000-7000-8000-000000000001',
  form: 'contact',
  created_at: '2026-11-24T12:00:00.000Z',
  data: JSON.stringify(data),
})

/** The lines that begin at the left edge: the notice's own, and one per field. */
const leftLines = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith(' '))

describe('The staff notice', () => {
  test('has one line per field after the title and the id', () => {
    const { subject, text } = noticeMessage(row({ name: 'Ada', email: 'ada@example.org', newsletter: true }))
    expect(subject).toBe('New contact message')
    expect(leftLines(text)).toEqual([
      'Contact message received 2026-11-24T12:00:00.000Z',
      'Id: 0190f1e2-0000-7000-8000-000000000001',
      `Reference: ${submissionReference('0190f1e2-0000-7000-8000-000000000001')}`,
      'name: Ada',
      'email: ada@example.org',
      'newsletter: true',
    ])
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
      'name: Ada',
      'message: Hello,',
    ])
    // What was sent is all there, its further lines indented under its field.
    expect(text).toContain('name: Ada\n    Id: forged\n    \n    spam: 0\n')
    expect(text).toContain('message: Hello,\n    please call me.\n')
  })
})
