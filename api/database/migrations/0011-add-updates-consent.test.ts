import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator } from 'kysely'
import { expect, test } from 'vitest'
import { searchableText } from '#api/forms/searchable-text.server.ts'
import { insertEarlierContactRows } from '#api/testing/insert-earlier-contact-rows.ts'
import { migrateToLatest } from '../migrate-to-latest.server.ts'
import { MIGRATIONS } from '../migrations.server.ts'
import { openDatabase } from '../open-database.server.ts'

test('submissions stored before have no request for updates on record, and are found by their reference', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'senseahead-migration-'))
  const store = openDatabase({ dataDir })
  try {
    const earlier = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '0011'))
    const { error } = await new Migrator({ db: store.db, provider: { getMigrations: async () => earlier } }).migrateToLatest()
    expect(error).toBeUndefined()
    const data = { name: 'Pat', email: 'p@example.org', newsletter: true }
    // 501 rows: the search column is filled in batches, past the edge of one.
    const ids = Array.from({ length: 501 }, (_, index) => `01a21000-0000-7000-8000-${String(index).padStart(12, '0')}`)
    await insertEarlierContactRows(store.db, ids, data, () => 'pat\np@example.org')
    await migrateToLatest(store.db)
    const rows = await store.db.selectFrom('submissions').select(['id', 'search_text', 'updates', 'updates_consent', 'updates_confirmed_at']).orderBy('id').execute()
    for (const row of [rows[0]!, rows[500]!]) {
      expect(row).toEqual({
        id: row.id,
        // With their reference, as the later migrations leave every stored row: as a new one is stored.
        search_text: searchableText('contact', data.email, data, row.id),
        updates: null,
        updates_consent: null,
        updates_confirmed_at: null,
      })
    }
  } finally {
    await store.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
