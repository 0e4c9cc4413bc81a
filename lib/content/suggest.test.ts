import { expect, test } from 'vitest'
import { suggestFileName } from './suggest.ts'

const files = ['goodwin-2019-biosensor-study', 'nuske-2019-heart-rate-increase', 'calm-classrooms']

test.each([
  ['goodwin-2019-wearable-biosensor', 'goodwin-2019-biosensor-study'],
  ['nuske-heart-rate-increase', 'nuske-2019-heart-rate-increase'],
  ['nuske-2019-heart-rate', 'nuske-2019-heart-rate-increase'],
  ['calm-clasrooms', 'calm-classrooms'],
])('a reference to %s, a file renamed or misspelt, is advised as %s', (written, meant) => {
  expect(suggestFileName(written, files)).toBe(meant)
})

test.each(['smith-2021-sleep', 'sleep-and-calm-classrooms-at-home', 'heart-study'])(
  'a name that shares too little with any file, or as much with two, is advised as none: %s',
  (written) => {
    expect(suggestFileName(written, [...files, 'heart-2020-study', 'heart-2019-study'])).toBeUndefined()
  },
)
