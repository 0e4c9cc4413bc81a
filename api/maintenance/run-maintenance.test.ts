import { describe, expect, test } from 'vitest'
import { queueEmail } from '../outbox/queue-email.server.ts'
import type { RateLimitBucketsTable } from '../rate-limit/postgres-rate-limiter.server.ts'
import { rateLimiterFor } from '../rate-limit/rate-limiters.server.ts'
import { insertSubmission } from '../testing/insert-submission.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { runMaintenance } from './run-maintenance.server.ts'

const DAY = 86_400_000

describe.each(TEST_STORE_KINDS)('Maintenance on $name', (kind) => {
  const store = useTestStore(kind)
  test('deletes play registrations older than the retention period, and nothing else', async () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    const add = (form: 'play-signup' | 'volunteer-signup', daysAgo: number) =>
      insertSubmission(store, { form, email: 'p@example.org', spam: false, data: {}, notify: true }, new Date(now - daysAgo * DAY))
    const oldPlay = await add('play-signup', 31)
    const recentPlay = await add('play-signup', 29)
    const oldVolunteer = await add('volunteer-signup', 400)

    await runMaintenance(store.db, { playRetentionDays: 30 }, now)

    const left = (await store.db.selectFrom('submissions').select('id').execute()).map((row) => row.id)
    expect(left.sort()).toEqual([recentPlay, oldVolunteer].sort())
    expect(left).not.toContain(oldPlay)
    const notices = (await store.db.selectFrom('mail_outbox').select('submission_id').execute()).map((row) => row.submission_id)
    expect(notices).not.toContain(oldPlay)
  })

  test('lets requests for updates lapse after 7 days unconfirmed, keeping the submissions and every confirmed request', async () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    const asking = (daysAgo: number) =>
      insertSubmission(store, { form: 'contact', email: 'n@example.org', spam: false, data: { newsletter: true }, notify: false }, new Date(now - daysAgo * DAY))
    const [old, fresh, confirmed] = [await asking(8), await asking(6), await asking(9)]
    await store.db.updateTable('submissions').set({ updates: 'confirmed' }).where('id', '=', confirmed).execute()
    await runMaintenance(store.db, { playRetentionDays: 30 }, now)
    const states = Object.fromEntries(
      (await store.db.selectFrom('submissions').select(['id', 'updates']).where('id', 'in', [old, fresh, confirmed]).execute()).map((row) => [row.id, row.updates]),
    )
    expect(states).toEqual({ [old]: 'lapsed', [fresh]: 'waiting', [confirmed]: 'confirmed' })
  })

  test('forgets the emails sent more than a week ago, and keeps those sent since and those not sent', async () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    await store.db.deleteFrom('mail_outbox').execute()
    const sentDaysAgo = (id: string, days: number | null) =>
      queueEmail(store.db, { kind: 'confirmation', recipient: `${id}@example.org` }, new Date(now - 10 * DAY))
        .statement.execute()
        .then(() =>
          store.db
            .updateTable('mail_outbox')
            .set({ sent_at: days === null ? null : new Date(now - days * DAY).toISOString() })
            .where('recipient', '=', `${id}@example.org`)
            .execute(),
        )
    await sentDaysAgo('old', 8)
    await sentDaysAgo('recent', 6)
    await sentDaysAgo('unsent', null)
    await runMaintenance(store.db, { playRetentionDays: 30 }, now)
    const left = await store.db.selectFrom('mail_outbox').select('recipient').orderBy('recipient').execute()
    expect(left.map((row) => row.recipient)).toEqual(['recent@example.org', 'unsent@example.org'])
  })

  test('forgets the used form tokens that have expired, and only those', async () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    const used = (id: string, expiresAt: number) => ({ id, submission_id: `bought-with-${id}`, expires_at: new Date(expiresAt).toISOString() })
    await store.db
      .insertInto('used_form_tokens')
      .values([used('expired', now - 1), used('expiring-now', now), used('valid', now + DAY)])
      .execute()
    await runMaintenance(store.db, { playRetentionDays: 30 }, now)
    const left = await store.db.selectFrom('used_form_tokens').select('id').orderBy('id').execute()
    expect(left.map((row) => row.id)).toEqual(['expiring-now', 'valid'])
  })

  test("deletes the staff console's ended sessions and the sign-in links made over an hour ago, and only those", async () => {
    const now = Date.parse('2026-06-01T12:00:00Z')
    const at = (msAgo: number) => new Date(now - msAgo).toISOString()
    const MINUTE = 60_000
    const session = (idHash: string, createdMsAgo: number, seenMsAgo: number) => ({
      id_hash: idHash,
      person: 'email:ada@example.org',
      created_at: at(createdMsAgo),
      last_seen_at: at(seenMsAgo),
      expires_at: at(createdMsAgo - 12 * 60 * MINUTE),
    })
    await store.db
      .insertInto('staff_sessions')
      .values([session('live', 60 * MINUTE, 5 * MINUTE), session('idle', 60 * MINUTE, 31 * MINUTE), session('too-old', 13 * 60 * MINUTE, MINUTE)])
      .execute()
    await store.db
      .insertInto('staff_sign_in_links')
      .values([
        // Made 61 minutes ago; an expired link made within the hour is kept, to count toward the address's share.
        { token_hash: 'made-over-an-hour-ago', email: 'ada@example.org', expires_at: at(46 * MINUTE) },
        { token_hash: 'expired', email: 'ada@example.org', expires_at: at(44 * MINUTE) },
        { token_hash: 'valid', email: 'ada@example.org', expires_at: at(-10 * MINUTE) },
      ])
      .execute()
    await runMaintenance(store.db, { playRetentionDays: 30 }, now)
    expect((await store.db.selectFrom('staff_sessions').select('id_hash').execute()).map((row) => row.id_hash)).toEqual(['live'])
    expect((await store.db.selectFrom('staff_sign_in_links').select('token_hash').execute()).map((row) => row.token_hash).sort()).toEqual(['expired', 'valid'])
  })

  // Beside SQLite the limits live in the server's memory; only PostgreSQL keeps buckets to clean.
  test.runIf(kind.name === 'PostgreSQL')('drops the rate-limit buckets of clients that have been idle long enough to be full again', async () => {
    const now = Date.parse('2026-06-01T00:00:30Z')
    const limiter = rateLimiterFor(store, 10)
    await limiter.take('old', now - 120_000)
    await limiter.take('current', now)
    await runMaintenance(store.db, { playRetentionDays: 30 }, now)
    const left = await store.db.withTables<RateLimitBucketsTable>().selectFrom('rate_limit_buckets').select('key').execute()
    expect(left.map((row) => row.key)).toEqual(['current'])
  })
})
