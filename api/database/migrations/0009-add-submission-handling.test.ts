import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator } from 'kysely'
import { expect, test } from 'vitest'
import { migrateToLatest } from '../migrate-to-latest.server.ts'
import { openDatabase } from '../open-database.server.ts'
import { createTables } from './0001-create-tables.server.ts'
import { createStoreChecks } from './0002-create-store-checks.server.ts'
import { createRateLimitBuckets } from './0003-rate-limit-buckets.server.ts'
import { addIdempotencyKeys } from './0004-add-idempotency-keys.server.ts'
import { createSiteSecrets } from './0005-create-site-secrets.server.ts'
import { bindIdempotencyKeys } from './0006-bind-idempotency-keys.server.ts'
import { createUsedFormTokens } from './0007-create-used-form-tokens.server.ts'

test('submissions stored before handling existed become new, searchable, and flagged ones say their reasons were not kept', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'senseahead-migration-'))
  const store = openDatabase({ dataDir })
  try {
    const earlier = {
      '0001-create-tables': createTables,
      '0002-create-store-checks': createStoreChecks,
      '0003-rate-limit-buckets': createRateLimitBuckets,
      '0004-add-idempotency-keys': addIdempotencyKeys,
      '0005-create-site-secrets': createSiteSecrets,
      '0006-bind-idempotency-keys': bindIdempotencyKeys,
      '0007-create-used-form-tokens': createUsedFormTokens,
    }
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
    await migrateToLatest(store.db)
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
