import nodemailer from 'nodemailer'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { staffNoticeEmail } from '../forms-intake/staff-notice-email.server.ts'
import { FORM_DEFINITIONS, type FormName } from '../forms/form-definitions.server.ts'
import { insertSubmission } from '../testing/insert-submission.ts'
import { queueBacklog } from '../testing/queue-backlog.ts'
import { SAMPLE_SUBMISSIONS } from '../testing/sample-submissions.ts'
import { REFUSED_DOMAIN, startMailCatcher } from '../testing/start-mail-catcher.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { emailId } from './email-kind.server.ts'
import { MAX_ATTEMPTS } from './outbox-claims.server.ts'
import { outboxWorker } from './outbox-worker.server.ts'
import { queueEmail } from './queue-email.server.ts'

/** A loopback port nothing listens on: a mail server that is down. */
async function freePort() {
  const probe = await startMailCatcher()
  await probe.close()
  return probe.port
}

describe.each(TEST_STORE_KINDS)('Email notices on $name', (kind) => {
  const store = useTestStore(kind)
  const closers: (() => Promise<void>)[] = []

  afterEach(async () => {
    while (closers.length > 0) await closers.pop()!()
  })
  /**
   * Stores a sample submission as the form handler does when notices are on: the form's own fields,
   * with the outbox row written in the same transaction. Spam is what the handler decided from the
   * spam signals.
   */
  async function submit(form: FormName, { spam = false } = {}) {
    const { schema, emailField } = FORM_DEFINITIONS[form]
    const data = Object.fromEntries(Object.entries(SAMPLE_SUBMISSIONS[form]).filter(([field]) => field in schema.def.shape))
    const email = String(data[emailField])
    return insertSubmission(store, { form, email, spam, data, notify: true })
  }

  const nothing = async () => undefined
  const worker = (port: number, retryDelayMs = () => 0) =>
    outboxWorker({
      db: store.db,
      transport: nodemailer.createTransport(`smtp://127.0.0.1:${port}`),
      from: 'site@example.org',
      composers: { 'staff-notice': staffNoticeEmail(store.db, 'staff@example.org'), confirmation: nothing, 'match-parent': nothing, 'match-volunteer': nothing },
      retryDelayMs,
    })

  const notice = (id: string) => store.db.selectFrom('mail_outbox').selectAll().where('id', '=', emailId('staff-notice', id)).executeTakeFirstOrThrow()

  test('a stored submission is announced to staff by email', async () => {
    const mail = await startMailCatcher()
    closers.push(mail.close)
    const id = await submit('volunteer-signup')
    await worker(mail.port).runOnce()
    expect(mail.received).toHaveLength(1)
    expect(mail.received[0]!.to).toEqual(['staff@example.org'])
    // The subject names the form, case aside.
    expect(mail.received[0]!.raw.toLowerCase()).toContain(`subject: new ${FORM_DEFINITIONS['volunteer-signup'].title.toLowerCase()}`)
    expect(mail.received[0]!.raw).toContain(`Id: ${id}`)
    expect(mail.received[0]!.raw).toContain(`${FORM_DEFINITIONS['volunteer-signup'].labels.preferredGames}: ${SAMPLE_SUBMISSIONS['volunteer-signup'].preferredGames}`)
    expect(mail.received[0]!.raw).toMatch(new RegExp(`^reply-to: ${SAMPLE_SUBMISSIONS['volunteer-signup'].email}\r?$`, 'im'))
    expect((await notice(id)).sent_at).not.toBeNull()
    // Sent once only.
    await worker(mail.port).runOnce()
    expect(mail.received).toHaveLength(1)
  })

  test('with the mail server down the submission is stored, and the notice goes once it is back', async () => {
    const port = await freePort()
    const id = await submit('contact')
    await worker(port).runOnce()
    const failed = await notice(id)
    expect(failed).toMatchObject({ attempts: 1, sent_at: null })
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(await store.db.selectFrom('submissions').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id })

    const mail = await startMailCatcher(port)
    closers.push(mail.close)
    await worker(port).runOnce()
    expect(mail.received.filter((message) => message.raw.includes(`Id: ${id}`))).toHaveLength(1)
    expect(await notice(id)).toMatchObject({ attempts: 2, last_error: null })
  })

  test('a failed notice waits for its retry time and stops after the last attempt', async () => {
    const port = await freePort()
    const id = await submit('contact')
    await worker(port, () => 60_000).runOnce()
    await worker(port, () => 60_000).runOnce()
    expect((await notice(id)).attempts).toBe(1)
    await store.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', emailId('staff-notice', id))
      .execute()
    await worker(port).runOnce()
    await worker(port).runOnce()
    expect((await notice(id)).attempts).toBe(MAX_ATTEMPTS)
  })

  test('likely spam is stored without a notice', async () => {
    const id = await submit('contact', { spam: true })
    expect(await store.db.selectFrom('submissions').select(['id', 'spam']).where('id', '=', id).executeTakeFirst()).toEqual({ id, spam: 1 })
    expect(await store.db.selectFrom('mail_outbox').select('submission_id').where('submission_id', '=', id).executeTakeFirst()).toBeUndefined()
  })

  test('an email held back waits for its time, and one withdrawn before it goes is never sent', async () => {
    const mail = await startMailCatcher()
    closers.push(mail.close)
    const about = await submit('contact')
    await store.db.deleteFrom('mail_outbox').execute()
    const later = new Date(Date.now() + 60 * 60_000)
    const held = { kind: 'staff-notice' as const, submissionId: about, recipient: 'held@example.org', limitKey: `held:${about}`, sendAt: later }
    const { id, statement } = queueEmail(store.db, held)
    await statement.execute()
    // Queued again under its limit key, it is still one email.
    await queueEmail(store.db, held).statement.execute()
    expect(await store.db.selectFrom('mail_outbox').select('id').execute()).toEqual([{ id }])
    await worker(mail.port).runOnce()
    expect(mail.received).toHaveLength(0)
    await store.db.deleteFrom('mail_outbox').where('id', '=', id).where('sent_at', 'is', null).execute()
    await store.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute()
    await worker(mail.port).runOnce()
    expect(mail.received).toHaveLength(0)
  })

  test('an address the mail server refuses delays that email only', async () => {
    const mail = await startMailCatcher()
    closers.push(mail.close)
    const [refused, accepted] = await Promise.all([submit('contact'), submit('volunteer-signup')])
    await store.db.deleteFrom('mail_outbox').execute()
    const bad = queueEmail(store.db, { kind: 'staff-notice', submissionId: refused, recipient: `nobody@${REFUSED_DOMAIN}`, sendAt: new Date(0) })
    const good = queueEmail(store.db, { kind: 'staff-notice', submissionId: accepted, recipient: 'somebody@example.org', sendAt: new Date(1) })
    for (const { statement } of [bad, good]) await statement.execute()
    await worker(mail.port, () => 60_000).runOnce()
    expect(mail.received.map((message) => message.to)).toEqual([['somebody@example.org']])
    const row = (id: string) => store.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(await row(bad.id)).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.stringMatching(/550/) })
    expect((await row(good.id)).sent_at).not.toBeNull()
  })
})

describe.each(TEST_STORE_KINDS)('A backlog in the outbox on $name', (kind) => {
  const store = useTestStore(kind)
  const closers: (() => Promise<void>)[] = []
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()!()
    await store.db.deleteFrom('mail_outbox').execute()
  })
  const nothing = async () => undefined
  /** A server's outbox: its own pool of connections to the mail server, closed after the test. */
  const worker = (port: number, claimMs?: number) => {
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}`, pool: true })
    closers.push(async () => transport.close())
    return outboxWorker({
      db: store.db,
      transport,
      from: 'site@example.org',
      composers: { 'staff-notice': staffNoticeEmail(store.db, 'staff@example.org'), confirmation: nothing, 'match-parent': nothing, 'match-volunteer': nothing },
      retryDelayMs: () => 60_000,
      claimMs,
    })
  }
  test('goes out in one pass, each email once, and an address the mail server refuses holds up none of it', { timeout: 60_000 }, async () => {
    const mail = await startMailCatcher()
    closers.push(mail.close)
    const refused = [`first@${REFUSED_DOMAIN}`, `second@${REFUSED_DOMAIN}`]
    // The refused addresses are the first due.
    const addresses = await queueBacklog(store, 150, refused)
    await worker(mail.port).runOnce()
    const accepted = addresses.filter((address) => !refused.includes(address))
    expect(mail.perAddress()).toEqual(Object.fromEntries(accepted.map((address) => [address, 1])))
    const unsent = await store.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'attempts', 'locked_until', 'claimed_by'])
      .where('sent_at', 'is', null)
      .orderBy('recipient')
      .execute()
    expect(unsent).toEqual(refused.map((recipient) => ({ recipient, attempts: 1, locked_until: null, claimed_by: null })))
  })

  test('two servers and a mail server slower than a claim lasts: each email goes once', { timeout: 60_000 }, async () => {
    const claimMs = 300
    const mail = await startMailCatcher(0, undefined, { answerDelayMs: 4 * claimMs })
    closers.push(mail.close)
    const addresses = await queueBacklog(store, 30)
    await Promise.all([worker(mail.port, claimMs).runOnce(), worker(mail.port, claimMs).runOnce()])
    // Either server's late look at the outbox finds nothing left to send.
    await Promise.all([worker(mail.port, claimMs).runOnce(), worker(mail.port, claimMs).runOnce()])
    expect(mail.perAddress()).toEqual(Object.fromEntries(addresses.map((address) => [address, 1])))
    expect(await store.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute()).toEqual([])
  })

  test('once stopped, it claims nothing more: the emails being sent go, and the rest wait unclaimed for another start', { timeout: 60_000 }, async () => {
    const mail = await startMailCatcher(0, undefined, { answerDelayMs: 300 })
    closers.push(mail.close)
    await queueBacklog(store, 60)
    const running = worker(mail.port)
    const pass = running.runOnce()
    await vi.waitFor(() => expect(mail.received.length).toBeGreaterThan(0), { timeout: 10_000 })
    await running.stop()
    await pass
    const rows = await store.db.selectFrom('mail_outbox').select(['recipient', 'sent_at', 'claimed_by']).execute()
    const sent = rows.filter((row) => row.sent_at !== null).map((row) => row.recipient!)
    expect(sent.toSorted()).toEqual(Object.keys(mail.perAddress()).toSorted())
    expect(sent.length).toBeLessThan(rows.length)
    expect(rows.filter((row) => row.claimed_by !== null)).toEqual([])
  })
})
