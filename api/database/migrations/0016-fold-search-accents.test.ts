import { Migrator } from 'kysely'
import { describe, expect, test } from 'vitest'
import { searchableText } from '#api/forms/searchable-text.server.ts'
import { submissionReference } from '#api/forms/submission-reference.server.ts'
import { listInbox } from '#api/staff-inbox/list-inbox.server.ts'
import { insertEarlierContactRows } from '#api/testing/insert-earlier-contact-rows.ts'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { useTestStore } from '#api/testing/use-test-store.ts'
import { migrateToLatest } from '../migrate-to-latest.server.ts'
import { MIGRATIONS } from '../migrations.server.ts'

describe.each(TEST_STORE_KINDS)('Submissions stored before names were searched without their accents, on $name', (kind: TestStoreKind) => {
  const store = useTestStore(kind)

  test('have their search column folded again, as a new sign-up has it', async () => {
    const before = Object.keys(MIGRATIONS)
      .filter((name) => name < '0016')
      .at(-1)!
    const { error } = await new Migrator({ db: store.db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo(before)
    expect(error).toBeUndefined()
    // 501 rows: the search column is folded again in batches, past the edge of one.
    const ids = Array.from({ length: 501 }, (_, index) => `01a21600-0000-7000-8000-${String(index).padStart(12, '0')}`)
    const data = { name: 'Jörg Wiśniewski-Ørsted', email: 'JW@example.org', newsletter: true }
    // As the search column was written until now: lower-cased, accents kept, the reference with its dashes.
    await insertEarlierContactRows(store.db, ids, data, (id) => `jörg wiśniewski-ørsted\njw@example.org\n${submissionReference(id).toLowerCase()}`)
    await migrateToLatest(store.db)
    const rows = await store.db.selectFrom('submissions').select(['id', 'search_text']).where('id', 'in', ids).orderBy('id').execute()
    expect(rows).toHaveLength(ids.length)
    for (const row of [rows[0]!, rows[500]!]) {
      expect(row.search_text).toBe(searchableText('contact', data.email, data, row.id))
      // Found by the reference typed without its dashes, and by the name typed without its accents.
      const reference = submissionReference(row.id).replaceAll('-', '').toLowerCase()
      expect((await listInbox(store, { form: 'contact', search: reference })).items.map((item) => item.id)).toEqual([row.id])
    }
    expect((await listInbox(store, { form: 'contact', search: 'wisniewski-orsted', limit: 1 })).items).toHaveLength(1)
  })
})
