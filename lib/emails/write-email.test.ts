import { expect, test } from 'vitest'
import { writeEmail } from './write-email.ts'

const words = {
  subject: 'Hello {firstName}',
  markdown: 'Hello {firstName}, your number is **{reference}**.\n\n[See or delete my data]({dataLink})',
  updates: 'Say yes: {confirmLink}',
}
const values = { firstName: 'Ada', reference: 'K7M-4QX-92D', dataLink: 'https://example.org/my-data/abc_-1', confirmLink: 'https://example.org/my-data/confirm/xyz' }

test('fills the placeholders in the subject, the text and the HTML, a link as its words and its address in the text', () => {
  const email = writeEmail(words, values)
  expect(email.subject).toBe('Hello Ada')
  expect(email.text).toBe('Hello Ada, your number is **K7M-4QX-92D**.\n\nSee or delete my data: https://example.org/my-data/abc_-1\n')
  expect(email.html).toContain('<strong>K7M-4QX-92D</strong>')
  expect(email.html).toContain('<a href="https://example.org/my-data/abc_-1">See or delete my data</a>')
  expect(email.text).not.toContain('Say yes')
})

test('adds the paragraph about updates only when asked', () => {
  expect(writeEmail(words, values, { withUpdates: true }).text).toContain('Say yes: https://example.org/my-data/confirm/xyz')
})

test('a name written as Markdown or HTML stays text in the HTML part', () => {
  const { html } = writeEmail(words, { ...values, firstName: '<b>Eve</b> [click](https://evil.example) *x*' })
  expect(html).not.toContain('<b>Eve')
  expect(html).not.toContain('href="https://evil.example"')
  expect(html).toContain('&#x3C;b>Eve&#x3C;/b> [click](https://evil.example) *x*')
})
