import { rmSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { storeSubmissions } from '../../submissions/store-submissions.server.ts'
import { SAMPLE_SUBMISSIONS } from '../../testing/sample-submissions.ts'
import { SQLITE_TEST_STORE } from '../../testing/test-stores.ts'
import { storeHealth } from '../store-health.server.ts'
import { STORE_FILE_GONE } from './store-file-gone.js'

const submission = { form: 'contact' as const, email: 'ada@example.org', spam: false, data: SAMPLE_SUBMISSIONS.contact, notify: false }

describe('The SQLite store in its worker thread', () => {
  test('refuses to acknowledge a commit into a file that is no longer on disk, and the health check says why', async () => {
    const store = await SQLITE_TEST_STORE.create()
    const { db } = store
    try {
      const health = storeHealth(db)
      expect(await health.check()).toBeUndefined()
      await storeSubmissions(db, [submission])
      rmSync(store.location.dataDir, { recursive: true, force: true })
      await expect(storeSubmissions(db, [submission])).rejects.toMatchObject({ code: STORE_FILE_GONE, message: expect.stringContaining('is gone') })
      // The earlier answer is at most a second old.
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect(await health.check()).toMatch(/is gone/)
    } finally {
      await store.remove()
    }
  })

  test('runs the statements of a failed unit not at all, and those of the units committed beside it', async () => {
    const store = await SQLITE_TEST_STORE.create()
    const { db } = store
    try {
      // Sent in one turn, so the worker takes them into one commit, each in its own savepoint.
      const outcomes = await Promise.allSettled([
        storeSubmissions(db, [submission]),
        storeSubmissions(db, [{ ...submission, email: null as unknown as string }]),
        storeSubmissions(db, [submission]),
      ])
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      expect(await db.selectFrom('submissions').select('id').execute()).toHaveLength(2)
    } finally {
      await store.remove()
    }
  })
})
