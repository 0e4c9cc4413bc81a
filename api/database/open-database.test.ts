import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'
import { SQLITE_TEST_STORE } from '../testing/test-stores.ts'
import { migrateToLatest } from './migrate-to-latest.server.ts'
import { openDatabase, SQLITE_FILE_NAME } from './open-database.server.ts'

describe('The default store', () => {
  let dataDir: string | undefined
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('is an SQLite file in write-ahead-log mode under DATA_DIR, created with its folder when missing', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'senseahead-store-'))
    const { db, close } = openDatabase({ dataDir: join(dataDir, 'nested') })
    try {
      await migrateToLatest(db)
      expect(existsSync(join(dataDir, 'nested', SQLITE_FILE_NAME))).toBe(true)
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
      expect(rows[0]?.journal_mode).toBe('wal')
      const { rows: synchronous } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
      expect(synchronous[0]?.synchronous).toBe(2)
    } finally {
      await close()
    }
  })

  test('migrating twice is harmless, as when several servers start', async () => {
    // The store comes migrated once already.
    const store = await SQLITE_TEST_STORE.create()
    try {
      await migrateToLatest(store.db)
      const tables = (await store.db.introspection.getTables()).map((table) => table.name)
      expect(tables).toEqual(expect.arrayContaining(['submissions', 'mail_outbox', 'store_checks', 'site_secrets']))
    } finally {
      await store.remove()
    }
  })
})
