import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely'
import { describe, expect, test } from 'vitest'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { listInbox } from './list-inbox.server.ts'
import { storeSubmissions, type NewSubmission } from './store-submissions.server.ts'

const postgres = TEST_STORE_KINDS.find((kind) => kind.name === 'PostgreSQL')

const contact = (name: string, email: string): NewSubmission => ({
  form: 'contact',
  email,
  spam: false,
  data: { name, email, subject: 'other', message: 'A message long enough.', newsletter: false },
  notify: false,
})

describe.skipIf(!postgres)('The inbox search on PostgreSQL', () => {
  const store = useTestStore(postgres!)

  test('finds a person by part of their name through the trigram index, not by reading every sign-up of the form', async () => {
    for (let batch = 0; batch < 4; batch++) {
      await storeSubmissions(
        store,
        Array.from({ length: 500 }, (_, index) => contact(`Person ${batch}-${index}`, `p${batch}-${index}@example.org`)),
      )
    }
    await storeSubmissions(store, [contact('Chidi Okonkwo', 'c.family@example.org')])
    // What PostgreSQL's autovacuum does as sign-ups arrive: it moves new entries into the index proper and keeps the statistics its planner goes by.
    await sql`vacuum analyze submissions`.execute(store.db)

    // The statements listInbox sends, kept as they go out.
    const sent: RootOperationNode[] = []
    const keep: KyselyPlugin = {
      transformQuery: ({ node }) => (sent.push(node), node),
      transformResult: async ({ result }) => result,
    }
    const page = await listInbox({ db: store.db.withPlugin(keep), within: store.within }, { form: 'contact', search: 'konkw' })
    expect(page.items.map((item) => item.name)).toEqual(['Chidi Okonkwo'])

    const search = store.db.getExecutor().compileQuery(sent[0]!, { queryId: 'inbox-search' })
    const plan = await store.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${search.sql}`, [...search.parameters]))
    const steps = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(steps).toContain('Bitmap Index Scan on submissions_search_trigrams')
  })
})
