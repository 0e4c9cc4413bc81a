import { describe, expect, test } from 'vitest'
import { publicationCitation } from './publication-citation.ts'

describe('publicationCitation', () => {
  test('writes authors, year, title, journal, volume and pages as one reference line', () => {
    expect(
      publicationCitation({ authors: 'Goodwin, M. S., & Siegel, M.', year: 2019, title: 'Predicting aggression', journal: 'Autism Research', volume: '12(8)', pages: '1286–1296' }),
    ).toBe('Goodwin, M. S., & Siegel, M. (2019). Predicting aggression. Autism Research, 12(8), 1286–1296.')
  })

  test('does not double the full stop after a title that ends in a question mark', () => {
    expect(publicationCitation({ authors: 'Green, S. A.', year: 2010, title: 'Is there a causal relationship?', journal: 'JADD', volume: '40', pages: '1495' })).toBe(
      'Green, S. A. (2010). Is there a causal relationship? JADD, 40, 1495.',
    )
  })
})
