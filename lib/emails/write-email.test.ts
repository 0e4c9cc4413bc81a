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
  expect(email.text).toBe('Hello Ada, your number is **K7M-4QX-92D**.\n\nSee or delete my data: <https://example.org/my-data/abc_-1>\n')
  expect(email.html).toContain('<strong>K7M-4QX-92D</strong>')
  expect(email.html).toContain('<a href="https://example.org/my-data/abc_-1">See or delete my data</a>')
  expect(email.text).not.toContain('Say yes')
})

test('puts the paragraph about updates where the text has {updates}, only when asked, and at the end when the text has no place for it', () => {
  const placed = { ...words, markdown: 'Hello.\n\n{updates}\n\nBye.' }
  expect(writeEmail(placed, values, { withUpdates: true }).text).toBe('Hello.\n\nSay yes: <https://example.org/my-data/confirm/xyz>\n\nBye.\n')
  expect(writeEmail(placed, values).text).toBe('Hello.\n\nBye.\n')
  expect(writeEmail(words, values, { withUpdates: true }).text).toMatch(/my-data\/abc_-1>\n\nSay yes: <https:\/\/example.org\/my-data\/confirm\/xyz>\n$/)
})

test('a name written as Markdown or HTML stays text in the HTML part', () => {
  const { html } = writeEmail(words, { ...values, firstName: '<b>Eve</b> [click](https://evil.example) *x*' })
  expect(html).not.toContain('<b>Eve')
  expect(html).not.toContain('href="https://evil.example"')
  expect(html).toContain('&#x3C;b>Eve&#x3C;/b> [click](https://evil.example) *x*')
})

test('a name written as an address stays text in the HTML part, where an address the editor wrote becomes a link', () => {
  for (const firstName of ['https://evil.example/x', 'http://evil.example', 'www.evil.example', 'eve@evil.example']) {
    const { html } = writeEmail({ ...words, markdown: `Hello {firstName}. Read https://example.org/guide.` }, { ...values, firstName })
    expect(html).not.toMatch(/href="[^"]*evil/)
    expect(html).toContain(`Hello ${firstName}.`)
    expect(html).toContain('<a href="https://example.org/guide">https://example.org/guide</a>.')
  }
})

test('no address in the plain-text part runs into the punctuation after it: each is between angle brackets, which mail programs end a link at', () => {
  const sentences = [
    'On this page: [see or delete my data]({dataLink}).',
    'Open {dataLink}, then press the button.',
    '([Yes]({confirmLink}))',
    'Here: {dataLink}!',
    '"{confirmLink}"',
    '[See]({dataLink}); or write to us.',
  ]
  for (const markdown of sentences) {
    const { text } = writeEmail({ subject: 'Hi', markdown }, values)
    const addresses = [...text.matchAll(/https?:\/\/[^\s]*/g)].map((match) => match[0])
    expect(addresses.length, markdown).toBeGreaterThan(0)
    // What a mail program would take for the link: up to the first space or >, as they do.
    for (const address of addresses) expect([values.dataLink, values.confirmLink], markdown).toContain(address.split('>')[0])
    for (const address of addresses) expect(address, markdown).toMatch(/^[^>]+>/)
  }
})
