import { expect, test } from 'vitest'
import { mailboxOf } from './mailbox.server.ts'

test.each([
  ['ada+1@example.org', 'ada@example.org'],
  [' ADA+news+more@Example.ORG ', 'ada@example.org'],
  ['a.d.a@example.org', 'a.d.a@example.org'],
  ['A.D.A+x@gmail.com', 'ada@gmail.com'],
  ['a.da@googlemail.com', 'ada@gmail.com'],
  ['"odd"@example.org', '"odd"@example.org'],
])('%s is the mailbox %s', (address, mailbox) => {
  expect(mailboxOf(address)).toBe(mailbox)
})
