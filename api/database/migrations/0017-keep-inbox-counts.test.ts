import { Migrator } from 'kysely'
import { describe, expect, test } from 'vitest'
import { storeSubmissions } from '#api/forms-intake/store-submissions.server.ts'
import { eraseSubmissions } from '#api/my-data/erase-submissions.server.ts'
import { inboxCounts } from '#api/staff-inbox/inbox-counts.server.ts'
import { markNotSpam, setSubmissionNote, setSubmissionStatus } from '#api/staff-inbox/submission-changes.server.ts'
import { insertEarlierContactRows } from '#api/testing/insert-earlier-contact-rows.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { useTestStore } from '#api/testing/use-test-store.ts'
import { migrateToLatest } from '../migrate-to-latest.server.ts'
import { MIGRATIONS } from '../migrations.server.ts'

describe.each(TEST_STORE_KINDS)('The inbox counts the store keeps, on $name', (kind: TestStoreKind) => {
  const store = useTestStore(kind)

  /** Each form, spam flag and status with its number of submissions, as counting the rows gives them. */
  const counted = async () =>
    Object.fromEntries(
      (
        await store.db
          .selectFrom('submissions')
          .select(['form', 'spam', 'status', (eb) => eb.fn.countAll().as('n')])
          .groupBy(['form', 'spam', 'status'])
          .execute()
      ).map((row) => [`${row.form} ${row.spam} ${row.status}`, Number(row.n)]),
    )
  /** The same as the store keeps it, without the groups that have emptied. */
  const kept = async () =>
    Object.fromEntries(
      (await store.db.selectFrom('inbox_counts').selectAll().where('count', '<>', 0).execute()).map((row) => [`${row.form} ${row.spam} ${row.status}`, Number(row.count)]),
    )

  test('start from the submissions stored before, and follow every sign-up, change and erasure after', async () => {
    const before = Object.keys(MIGRATIONS)
      .filter((name) => name < '0017')
      .at(-1)!
    const { error } = await new Migrator({ db: store.db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo(before)
    expect(error).toBeUndefined()
    const earlier = Array.from({ length: 3 }, (_, index) => `01a21700-0000-7000-8000-${String(index).padStart(12, '0')}`)
    const data = { ...SAMPLE_SUBMISSIONS.contact, email: 'earlier@example.org' }
    await insertEarlierContactRows(store.db, earlier, data, () => 'earlier')
    await store.db.updateTable('submissions').set({ status: 'done' }).where('id', '=', earlier[0]!).execute()
    await migrateToLatest(store.db)
    expect(await kept()).toEqual(await counted())
    expect((await inboxCounts(store)).contact).toEqual({ new: 2, 'in-progress': 0, done: 1, spam: 0 })

    const sample = (form: 'contact' | 'volunteer-signup', email: string, spam = false) => ({ form, email, spam, notify: false, data: { ...SAMPLE_SUBMISSIONS[form], email } })
    // Several rows in one statement, of several forms and flags.
    const [contact, volunteer, flagged] = await storeSubmissions(store, [
      sample('contact', 'one@example.org'),
      sample('volunteer-signup', 'two@example.org'),
      sample('contact', 'three@example.org', true),
    ])
    expect(await kept()).toEqual(await counted())
    await setSubmissionStatus(store, { id: contact!.id, status: 'in-progress', actor: 'Ada' })
    expect(await kept()).toEqual(await counted())
    await setSubmissionNote(store, { id: volunteer!.id, note: 'Called back.', actor: 'Ada' })
    expect(await markNotSpam(store, { id: flagged!.id, actor: 'Ada', notify: false })).toBe(true)
    expect(await kept()).toEqual(await counted())
    // Many rows at once, of several groups.
    await store.db
      .updateTable('submissions')
      .set({ status: 'done' })
      .where('id', 'in', [...earlier, volunteer!.id])
      .execute()
    expect(await kept()).toEqual(await counted())
    await eraseSubmissions(store, { ids: [contact!.id, flagged!.id, earlier[1]!], actor: 'Ada' })
    expect(await kept()).toEqual(await counted())
    expect((await inboxCounts(store)).contact).toEqual({ new: 0, 'in-progress': 0, done: 2, spam: 0 })
  })
})
