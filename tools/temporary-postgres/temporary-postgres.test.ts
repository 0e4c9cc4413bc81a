import { expect, test } from 'vitest'
import { testsWantTemporaryPostgres } from './temporary-postgres.ts'

test('a throwaway PostgreSQL is wanted unless one is named or the tests of the store are held to SQLite', () => {
  expect(testsWantTemporaryPostgres({})).toBe(true)
  expect(testsWantTemporaryPostgres({ TEST_STORES: '' })).toBe(true)
  expect(testsWantTemporaryPostgres({ TEST_STORES: 'postgres' })).toBe(true)
  expect(testsWantTemporaryPostgres({ TEST_STORES: 'sqlite' })).toBe(false)
  expect(testsWantTemporaryPostgres({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/other' })).toBe(false)
})
