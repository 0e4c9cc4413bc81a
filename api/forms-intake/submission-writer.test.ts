import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '../testing/sample-submissions.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import type { NewSubmission } from './store-submissions.server.ts'
import { submissionWriter } from './submission-writer.server.ts'

const contact = (message: string, idempotencyKey?: string): NewSubmission => ({
  form: 'contact',
  email: 'Ada@Example.org',
  spam: false,
  data: { ...SAMPLE_SUBMISSIONS.contact, message },
  notify: true,
  idempotencyKey,
})

describe.each(TEST_STORE_KINDS)('The submission writer on $name', (kind) => {
  const store = useTestStore(kind)
  beforeEach(async () => {
    await store.db.deleteFrom('mail_outbox').execute()
    await store.db.deleteFrom('submissions').execute()
  })
  const rows = () => store.db.selectFrom('submissions').selectAll().orderBy('created_at').execute()

  test('commits submissions sent together in shared batches, and acknowledges each with its own stored row', async () => {
    const writer = submissionWriter(store)
    const messages = Array.from({ length: 60 }, (_, index) => `message number ${index}`)
    const stored = await Promise.all(messages.map((message) => writer.write(contact(message))))
    const byId = new Map((await rows()).map((row) => [row.id, row]))
    expect(new Set(stored.map((member) => member.id)).size).toBe(messages.length)
    stored.forEach((member, index) => {
      expect(member.replayed).toBe(false)
      expect(JSON.parse(byId.get(member.id)!.data).message).toBe(messages[index])
      expect(byId.get(member.id)!.email).toBe('ada@example.org')
    })
    // A batch shares one transaction, and so one time.
    const commits = new Set([...byId.values()].map((row) => row.created_at))
    expect(commits.size).toBeLessThan(messages.length / 4)
    expect(await store.db.selectFrom('mail_outbox').select('submission_id').where('kind', '=', 'staff-notice').execute()).toHaveLength(messages.length)
  })

  test('takes a submission that arrives while a batch is committing into the next batch', async () => {
    const writer = submissionWriter(store)
    const first = writer.write(contact('the first'))
    // Queued while the first batch's transaction is under way.
    await new Promise((resolve) => setImmediate(resolve))
    const late = writer.write(contact('arrived while busy'))
    const [one, two] = await Promise.all([first, late])
    await writer.drain()
    const stored = await rows()
    expect(stored.map((row) => row.id).sort()).toEqual([one.id, two.id].sort())
  })

  test('a failed batch fails every member and stores none of them; sent again, each is stored once', async () => {
    const writer = submissionWriter(store)
    const broken = { ...contact('cannot be stored'), email: null as unknown as string }
    const keys = [randomUUID(), randomUUID()]
    // Sent together, so one batch.
    const outcomes = await Promise.allSettled([writer.write(contact('first', keys[0])), writer.write(contact('second')), writer.write(broken)])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(await rows()).toHaveLength(0)
    const retried = await Promise.all([writer.write(contact('first', keys[0])), writer.write(contact('first', keys[0])), writer.write(contact('third', keys[1]))])
    expect(retried.map((member) => member.replayed)).toEqual([false, true, false])
    await writer.write(contact('first', keys[0]))
    const stored = await rows()
    expect(stored.map((row) => JSON.parse(row.data).message).sort()).toEqual(['first', 'third'])
  })

  test('a failed batch leaves the batches committed beside it alone', async () => {
    const writer = submissionWriter(store)
    const good = writer.write(contact('sent first'))
    // A later turn of the event loop: a batch of its own, which may share the store's commit.
    await new Promise((resolve) => setImmediate(resolve))
    const bad = writer.write({ ...contact('cannot be stored'), email: null as unknown as string })
    const [first, second] = await Promise.allSettled([good, bad])
    expect([first.status, second.status]).toEqual(['fulfilled', 'rejected'])
    expect((await rows()).map((row) => JSON.parse(row.data).message)).toEqual(['sent first'])
  })

  test('a repeated idempotency key answers the first id and stores nothing new, in one batch or across batches', async () => {
    const writer = submissionWriter(store)
    const key = randomUUID()
    const [first, again] = await Promise.all([writer.write(contact('original', key)), writer.write(contact('original', key))])
    const [inSameBatch, alsoSame] = await Promise.all([writer.write(contact('x', randomUUID())), writer.write(contact('original', key))])
    expect(again).toEqual({ id: first.id, replayed: true })
    expect(alsoSame).toEqual({ id: first.id, replayed: true })
    expect(inSameBatch.replayed).toBe(false)
    const stored = await rows()
    expect(stored).toHaveLength(2)
    expect(JSON.parse(stored.find((row) => row.id === first.id)!.data).message).toBe('original')
    const notices = await store.db.selectFrom('mail_outbox').select('submission_id').where('kind', '=', 'staff-notice').execute()
    expect(notices.map((notice) => notice.submission_id).sort()).toEqual([first.id, inSameBatch.id].sort())
  })

  test('the same key written by two writers at once, as two servers on one database, is stored once', async () => {
    const key = randomUUID()
    const [one, two] = await Promise.all([submissionWriter(store).write(contact('from one', key)), submissionWriter(store).write(contact('from two', key))])
    expect(one.id).toBe(two.id)
    expect([one.replayed, two.replayed].sort()).toEqual([false, true])
    expect(await rows()).toHaveLength(1)
  })
})
