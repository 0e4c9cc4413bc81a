import { describe, expect, test } from 'vitest'
import { pageNumbers } from './page-numbers.ts'

describe('pageNumbers', () => {
  test('lists every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  test('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageNumbers(1, 84)).toEqual([1, 2, 'gap', 84])
    expect(pageNumbers(40, 84)).toEqual([1, 'gap', 39, 40, 41, 'gap', 84])
    expect(pageNumbers(84, 84)).toEqual([1, 'gap', 83, 84])
  })

  test('shows a single number left out instead of a gap standing for it', () => {
    expect(pageNumbers(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9])
    expect(pageNumbers(6, 9)).toEqual([1, 'gap', 5, 6, 7, 8, 9])
  })

  test('shows every page once, in order, in at most seven entries', () => {
    for (let count = 1; count <= 12; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const numbers = pageNumbers(current, count).filter((entry) => entry !== 'gap')
        expect(numbers).toEqual([...new Set(numbers)].toSorted((a, b) => a - b))
        expect(numbers).toContain(current)
        expect(numbers[0]).toBe(1)
        expect(numbers.at(-1)).toBe(count)
        expect(pageNumbers(current, count).length).toBeLessThanOrEqual(7)
      }
    }
  })
})
