import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator, type Kysely } from 'kysely'
import { expect, test } from 'vitest'
import { MIGRATIONS } from '../migrations.server.ts'
import { openDatabase } from '../open-database.server.ts'

test('notices queued before the outbox held any email become staff notices, with their times and attempts', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'senseahead-migration-'))
  const store = openDatabase({ dataDir })
  try {
    const earlier = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '0010'))
    const { error } = await new Migrator({ db: store.db, provider: { getMigrations: async () => earlier } }).migrateToLatest()
    expect(error).toBeUndefined()
    const old = store.db as unknown as Kysely<{ mail_outbox: Record<string, unknown> }>
    await old
      .insertInto('mail_outbox')
      .values([
        { submission_id: 'a', created_at: '2026-01-01T00:00:00.000Z', attempts: 3, next_attempt_at: '2026-01-01T01:00:00.000Z', last_error: 'refused' },
        { submission_id: 'b', created_at: '2026-01-02T00:00:00.000Z', attempts: 1, next_attempt_at: '2026-01-02T00:00:00.000Z', sent_at: '2026-01-02T00:00:01.000Z' },
      ])
      .execute()
    // Up to this migration only: later ones add columns of their own.
    expect((await new Migrator({ db: store.db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo('0010-generalise-mail-outbox')).error).toBeUndefined()
    const rows = await store.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
    expect(rows).toEqual([
      {
        id: 'staff-notice:a',
        kind: 'staff-notice',
        submission_id: 'a',
        recipient: null,
        limit_key: null,
        created_at: '2026-01-01T00:00:00.000Z',
        attempts: 3,
        next_attempt_at: '2026-01-01T01:00:00.000Z',
        locked_until: null,
        last_error: 'refused',
        sent_at: null,
      },
      expect.objectContaining({ id: 'staff-notice:b', kind: 'staff-notice', submission_id: 'b', sent_at: '2026-01-02T00:00:01.000Z' }),
    ])
  } finally {
    await store.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
