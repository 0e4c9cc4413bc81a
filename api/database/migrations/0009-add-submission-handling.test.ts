import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator } from 'kysely'
import { expect, test } from 'vitest'
import { MIGRATIONS } from '../migrations.server.ts'
import { openDatabase } from '../open-database.server.ts'

test('submissions stored before handling existed become new, searchable, and flagged ones say their reasons were not kept', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'senseahead-migration-'))
  const store = openDatabase({ dataDir })
  try {
    // Every migration before this one, as a store made before it had run them.
    const earlier = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '0009'))
    const { error } = await new Migrator({ db: store.db, provider: { getMigrations: async () => earlier } }).migrateToLatest()
    expect(error).toBeUndefined()
    // 1,201 rows: the search column is filled in batches, past the edge of one.
    const rows = Array.from({ length: 1201 }, (_, index) => ({
      id: `id-${String(index).padStart(5, '0')}`,
      form: index === 0 ? 'play-signup' : 'contact',
      created_at: '2026-01-01T00:00:00.000Z',
      email: `p${index}@example.org`,
      spam: index === 1 ? 1 : 0,
      data: JSON.stringify(index === 0 ? { childName: 'RÓBIN', parentEmail: 'p0@example.org' } : { name: `Person ${index}`, email: `p${index}@example.org` }),
    }))
    for (let start = 0; start < rows.length; start += 200)
      await store.db
        .insertInto('submissions')
        .values(rows.slice(start, start + 200))
        .execute()
    // This migration alone: later ones change the same columns.
    const upToThis = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= '0009-add-submission-handling'))
    expect((await new Migrator({ db: store.db, provider: { getMigrations: async () => upToThis } }).migrateToLatest()).error).toBeUndefined()
    const after = await store.db.selectFrom('submissions').select(['id', 'status', 'note', 'spam_reasons', 'search_text']).orderBy('id').execute()
    expect(after[0]).toEqual({ id: 'id-00000', status: 'new', note: null, spam_reasons: '[]', search_text: 'róbin\np0@example.org' })
    expect(after[1]).toEqual({ id: 'id-00001', status: 'new', note: null, spam_reasons: null, search_text: 'person 1\np1@example.org' })
    expect(after[1200]!.search_text).toBe('person 1200\np1200@example.org')
    expect(after.filter((row) => row.search_text === '')).toEqual([])
  } finally {
    await store.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
