import { expect, test } from 'vitest'
import { telephoneHref } from './telephone-href.ts'

test.each([
  ['+1 (555) 013-2468', 'tel:+15550132468'],
  ['+44 20 7946 0958', 'tel:+442079460958'],
  ['555.013.2468', 'tel:5550132468'],
])('%s dials as %s', (phone, href) => {
  expect(telephoneHref(phone)).toBe(href)
})
