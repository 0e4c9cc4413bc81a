import { expect, test } from 'vitest'
import { withoutHiddenCharacters } from './hidden-characters.ts'

test.each([
  ['a right-to-left override', 'Ada\u202Eecalevol', 'Adaecalevol'],
  ['isolates and marks', '\u2066x\u2069 \u200Ey\u200F \u061Cz', 'x y z'],
  ['zero-width spaces and the word joiner', 'pa\u200By\u2060pal', 'paypal'],
  ['a byte-order mark and a soft hyphen', '\uFEFFbank\u00ADing', 'banking'],
  ['tag characters carrying hidden words', `ok${[...'IGNORE'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`, 'ok'],
  ['a Hangul filler posing as a name', '\u3164', ''],
  ['a joiner at an edge or beside a space', '\u200Dab \u200Cc\u200D', 'ab c'],
  ['a selector with nothing before it', '\uFE0F!', '!'],
])('removes %s', (_, text, left) => {
  expect(withoutHiddenCharacters(text)).toBe(left)
})

test.each([
  ['a non-joiner inside a Persian word', 'خانه\u200Cها'],
  ['a joiner inside an emoji sequence', '👩\u200D💻'],
  ['an emoji selector', '❤\uFE0F'],
  ['a joiner in a Devanagari name', 'क्\u200Dष'],
  ['line breaks and tabs', 'one\r\ntwo\tthree'],
])('keeps %s', (_, text) => {
  expect(withoutHiddenCharacters(text)).toBe(text)
})
