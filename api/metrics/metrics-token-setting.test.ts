import { describe, expect, test } from 'vitest'
import { readEnv } from '../env.server.ts'

describe('METRICS_TOKEN', () => {
  test('is unset by default: only the server itself reads the metrics', () => {
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined()
    expect(readEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined()
  })

  test('is taken when it has at least 32 characters', () => {
    expect(readEnv({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32))
  })

  test('stops the start when it is shorter', () => {
    expect(() => readEnv({ METRICS_TOKEN: 'secret' })).toThrow('METRICS_TOKEN: must be at least 32 characters')
  })
})
