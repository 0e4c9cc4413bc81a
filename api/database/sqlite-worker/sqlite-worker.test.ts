import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { describe, expect, test } from 'vitest'
import { storeSubmissions } from '#api/forms-intake/store-submissions.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { SQLITE_TEST_STORE } from '#api/testing/test-stores.ts'
import { SQLITE_FILE_NAME } from '../open-database.server.ts'
import { HEALTH_FRESH_FOR_MS } from '../store-health.server.ts'
import { StoreUnavailableError } from '../store-unavailable-error.server.ts'
import { STORE_DEADLINE_PASSED } from './worker-error-codes.server.js'

const submission = { form: 'contact' as const, email: 'ada@example.org', spam: false, data: SAMPLE_SUBMISSIONS.contact, notify: false }

describe('The SQLite store in its worker thread', () => {
  test('refuses to acknowledge a commit into a file that is no longer on disk, and the health check says why', async () => {
    const store = await SQLITE_TEST_STORE.create()
    const { health } = store
    try {
      expect(await health.check()).toBeUndefined()
      await storeSubmissions(store, [submission])
      rmSync(store.location.dataDir, { recursive: true, force: true })
      const refused = storeSubmissions(store, [submission])
      await expect(refused).rejects.toBeInstanceOf(StoreUnavailableError)
      await expect(refused).rejects.toThrow(/is gone/)
      // A second on, the earlier answer is too old to be given again.
      expect(await health.check(Date.now() + HEALTH_FRESH_FOR_MS)).toMatch(/is gone/)
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
        storeSubmissions(store, [submission]),
        storeSubmissions(store, [{ ...submission, email: null as unknown as string }]),
        storeSubmissions(store, [submission]),
      ])
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      expect(await db.selectFrom('submissions').select('id').execute()).toHaveLength(2)
    } finally {
      await store.remove()
    }
  })

  test('does not run a transaction it gets to after its deadline, and runs the next one in time', async () => {
    const store = await SQLITE_TEST_STORE.create()
    const worker = new Worker(new URL('./sqlite-worker.server.js', import.meta.url), { workerData: { file: join(store.location.dataDir, SQLITE_FILE_NAME) } })
    const replies: { id: number; error?: { code?: string } }[] = []
    const replied = (id: number) => new Promise<void>((resolve) => worker.on('message', (reply: (typeof replies)[number]) => (replies.push(reply), reply.id === id && resolve())))
    try {
      const insert = (key: string) => ({ sql: 'insert into store_checks (name, checked_at) values (?, ?)', parameters: [key, new Date().toISOString()] })
      const done = replied(2)
      worker.postMessage({ id: 1, deadline: Date.now() - 1, transaction: [insert('late')] })
      worker.postMessage({ id: 2, deadline: Date.now() + 60_000, transaction: [insert('in time')] })
      await done
      expect(replies.find((reply) => reply.id === 1)?.error?.code).toBe(STORE_DEADLINE_PASSED)
      expect(replies.find((reply) => reply.id === 2)?.error).toBeUndefined()
      const names = await store.db.selectFrom('store_checks').select('name').execute()
      expect(names.map((row) => row.name)).toEqual(['in time'])
    } finally {
      await worker.terminate()
      await store.remove()
    }
  })

  test('rolls back a transaction left open by a caller that stopped waiting, so the next one commits', async () => {
    const store = await SQLITE_TEST_STORE.create()
    const worker = new Worker(new URL('./sqlite-worker.server.js', import.meta.url), { workerData: { file: join(store.location.dataDir, SQLITE_FILE_NAME) } })
    const answered = new Promise<{ error?: unknown }>((resolve) => worker.on('message', (reply: { id: number; error?: unknown }) => reply.id === 2 && resolve(reply)))
    try {
      // A Kysely transaction's begin, run after its caller gave up: no commit or rollback follows.
      worker.postMessage({ id: 1, sql: 'begin immediate' })
      worker.postMessage({ id: 2, deadline: Date.now() + 60_000, transaction: [{ sql: 'insert into store_checks (name, checked_at) values (?, ?)', parameters: ['after', 'now'] }] })
      expect((await answered).error).toBeUndefined()
      // Read through the store's own connection: only a committed row shows there.
      const names = await store.db.selectFrom('store_checks').select('name').execute()
      expect(names.map((row) => row.name)).toEqual(['after'])
    } finally {
      await worker.terminate()
      await store.remove()
    }
  })

  test('rewrites a store from before secure deletion once, so that rows deleted back then are nowhere in its file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'senseahead-old-store-'))
    const file = join(folder, SQLITE_FILE_NAME)
    const old = new Database(file)
    old.pragma('secure_delete = OFF')
    old.exec("create table notes (text text); insert into notes values ('erased-long-ago@example.org'), ('kept@example.org')")
    old.exec("delete from notes where text like 'erased%'")
    old.close()
    expect(readFileSync(file).includes('erased-long-ago@example.org')).toBe(true)
    const worker = new Worker(new URL('./sqlite-worker.server.js', import.meta.url), { workerData: { file } })
    try {
      const reply = new Promise<{ rows: { text: string }[] }>((resolve) => worker.once('message', resolve))
      worker.postMessage({ id: 1, sql: 'select text from notes' })
      expect((await reply).rows).toEqual([{ text: 'kept@example.org' }])
      expect(readFileSync(file).includes('erased-long-ago@example.org')).toBe(false)
      expect(readFileSync(file).includes('kept@example.org')).toBe(true)
    } finally {
      await worker.terminate()
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
