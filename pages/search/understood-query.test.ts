import { describe, expect, test } from 'vitest'
import { understoodQuery } from './understood-query.ts'

/** A site's words, the most frequent first. */
const siteWords = ['children', 'meltdown', 'meltdowns', 'research', 'join', 'community', 'advisors', 'ambassador', 'student', 'volunteers', 'sensory', 'cat', 'coat']

describe('understoodQuery', () => {
  test('keeps a word of the site, and the start of one, as a visitor may still be typing', () => {
    expect(understoodQuery('Meltdown', siteWords)).toEqual(['meltdown'])
    expect(understoodQuery('advisor', siteWords)).toEqual(['advisor'])
    expect(understoodQuery('volunt', siteWords)).toEqual(['volunt'])
  })

  test('leaves out words that say nothing of what is looked for', () => {
    expect(understoodQuery('How to join our community?', siteWords)).toEqual(['join', 'community'])
    expect(understoodQuery('what is it', siteWords)).toEqual([])
  })

  test('corrects one typing mistake to the most frequent word of the site: swapped, missing, added or changed letters', () => {
    expect(understoodQuery('meltdwon', siteWords)).toEqual(['meltdown'])
    expect(understoodQuery('ambasador', siteWords)).toEqual(['ambassador'])
    expect(understoodQuery('reseearch', siteWords)).toEqual(['research'])
    expect(understoodQuery('commumity', siteWords)).toEqual(['community'])
    expect(understoodQuery('studnet ambassdaor', siteWords)).toEqual(['student', 'ambassador'])
  })

  test('leaves out a word two mistakes from every word of the site, and corrects no short word', () => {
    expect(understoodQuery('donate', siteWords)).toEqual([])
    expect(understoodQuery('xqzv', siteWords)).toEqual([])
    expect(understoodQuery('mletdwon', siteWords)).toEqual([])
    expect(understoodQuery('cot', siteWords)).toEqual([])
    expect(understoodQuery('donate to research', siteWords)).toEqual(['research'])
  })
})
