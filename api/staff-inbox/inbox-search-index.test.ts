import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely'
import { describe, expect, test } from 'vitest'
import type { Tables } from '../database/tables.server.ts'
import { storeSubmissions, type NewSubmission } from '../forms-intake/store-submissions.server.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { listInbox } from './list-inbox.server.ts'

const postgres = TEST_STORE_KINDS.find((kind) => kind.name === 'PostgreSQL')
const sqlite = TEST_STORE_KINDS.find((kind) => kind.name === 'SQLite')

const contact = (name: string, email: string): NewSubmission => ({
  form: 'contact',
  email,
  spam: false,
  data: { name, email, subject: 'other', message: 'A message long enough.', newsletter: false },
  notify: false,
})

/** Stores 2,000 contact sign-ups of people whose names and addresses differ, then `more`, a second apart so that the order is plain. */
async function storePeople(store: Parameters<typeof storeSubmissions>[0], ...more: NewSubmission[]) {
  for (let batch = 0; batch < 4; batch++) {
    await storeSubmissions(
      store,
      Array.from({ length: 500 }, (_, index) => contact(`Person ${batch}-${index}`, `p${batch}-${index}@example.org`)),
      new Date(Date.UTC(2026, 0, 1, 0, 0, batch)),
    )
  }
  if (more.length > 0) await storeSubmissions(store, more, new Date(Date.UTC(2026, 0, 1, 0, 0, 10)))
}

/** The statements `read` sends through `db`, kept as they go out, beside what it resolves with. */
async function sentBy<T>(db: Kysely<Tables>, read: (db: Kysely<Tables>) => Promise<T>): Promise<{ result: T; sent: RootOperationNode[] }> {
  const sent: RootOperationNode[] = []
  const keep: KyselyPlugin = {
    transformQuery: ({ node }) => (sent.push(node), node),
    transformResult: async ({ result }) => result,
  }
  return { result: await read(db.withPlugin(keep)), sent }
}

describe.skipIf(!sqlite)('The inbox search on SQLite', () => {
  const store = useTestStore(sqlite!)

  test('finds a person by part of their name through the trigram index, reading only the rows that hold it', async () => {
    await storePeople(store, contact('Chidi Okonkwo', 'c.family@example.org'))
    const { result: page, sent } = await sentBy(store.db, (db) => listInbox({ db, within: store.within }, { form: 'contact', search: 'konkw' }))
    expect(page.items.map((item) => item.name)).toEqual(['Chidi Okonkwo'])
    // The trigram index's answer first, then the page from the rows it named, each by its rowid.
    const search = store.db.getExecutor().compileQuery(sent[1]!, { queryId: 'inbox-search' })
    const plan = await store.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${search.sql}`, [...search.parameters]))
    expect(plan.rows.map((row) => row.detail).join('\n')).toContain('USING INTEGER PRIMARY KEY (rowid=?)')
  })

  test('a term more rows hold than the trigram index answers for still lists the newest of them', async () => {
    const { result: page } = await sentBy(store.db, (db) => listInbox({ db, within: store.within }, { form: 'contact', search: 'person', limit: 20 }))
    const newest = await store.db
      .selectFrom('submissions')
      .select('id')
      .where('search_text', 'like', '%person%')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .execute()
    expect(page.items.map((item) => item.id)).toEqual(newest.map((row) => row.id))
  })
})

describe.skipIf(!postgres)('The inbox search on PostgreSQL', () => {
  const store = useTestStore(postgres!)

  test('finds a person by part of their name through the trigram index, not by reading every sign-up of the form', async () => {
    await storePeople(store, contact('Chidi Okonkwo', 'c.family@example.org'))
    // What PostgreSQL's autovacuum does as sign-ups arrive: it moves new entries into the index proper and keeps the statistics its planner goes by.
    await sql`vacuum analyze submissions`.execute(store.db)

    const { result: page, sent } = await sentBy(store.db, (db) => listInbox({ db, within: store.within }, { form: 'contact', search: 'konkw' }))
    expect(page.items.map((item) => item.name)).toEqual(['Chidi Okonkwo'])

    const search = store.db.getExecutor().compileQuery(sent[0]!, { queryId: 'inbox-search' })
    const plan = await store.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${search.sql}`, [...search.parameters]))
    const steps = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(steps).toContain('Bitmap Index Scan on submissions_search_trigrams')
  })
})
