import { describe, expect, test } from 'vitest'
import { defineIsland } from './define-island.ts'

interface CardProps {
  title: string
  tags: string[]
  link?: string
  sections: { overview: string; outcomes?: string }
  size: 'small' | 'large'
  year: number | null
}
const Card = (_props: CardProps) => null

describe('defineIsland', () => {
  test('keeps the name and the component together', () => {
    expect(defineIsland('card', Card)).toEqual({ name: 'card', component: Card })
  })

  test('accepts props that survive JSON, optional ones included, and no props at all', () => {
    expect(defineIsland('empty', () => null).name).toBe('empty')
  })

  test('refuses, at compile time, props that JSON would change or lose', () => {
    // @ts-expect-error a function does not survive JSON
    defineIsland('callback', (_props: { onChange: () => void }) => null)
    // @ts-expect-error a date arrives as a string
    defineIsland('date', (_props: { since: Date }) => null)
    // @ts-expect-error a map arrives as an empty object
    defineIsland('map', (_props: { counts: Map<string, number> }) => null)
    // @ts-expect-error undefined in an array arrives as null
    defineIsland('holes', (_props: { values: (string | undefined)[] }) => null)
    // @ts-expect-error a bigint cannot be written as JSON at all
    defineIsland('bigint', (_props: { id: bigint }) => null)
    // @ts-expect-error nested deeper, a function is still refused
    defineIsland('nested', (_props: { items: { label: string; onPick: () => void }[] }) => null)
  })
})
