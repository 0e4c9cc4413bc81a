import { expect, test } from 'vitest'
import { replaceBetweenMarkers } from './replace-between-markers.ts'

test('replaces what is between the markers and keeps the rest', () => {
  const document = 'Before\n<!-- fields:start -->\nold\n<!-- fields:end -->\nAfter\n'
  expect(replaceBetweenMarkers(document, 'fields', 'new')).toBe('Before\n<!-- fields:start -->\n\nnew\n\n<!-- fields:end -->\nAfter\n')
  const replaced = replaceBetweenMarkers(document, 'fields', 'new')
  expect(replaceBetweenMarkers(replaced, 'fields', 'new')).toBe(replaced)
})

test('a document without its markers is refused rather than left stale', () => {
  expect(() => replaceBetweenMarkers('no markers', 'fields', 'new')).toThrow('<!-- fields:start -->')
})
