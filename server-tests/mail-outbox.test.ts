import { isDeepStrictEqual } from 'node:util'
import { afterEach, describe, expect, test } from 'vitest'
import { queueBacklog } from '#api/testing/queue-backlog.ts'
import { REFUSED_DOMAIN, startMailCatcher, type MailCatcher } from '#api/testing/start-mail-catcher.ts'
import { TEST_STORE_KINDS, type TestStore, type TestStoreKind } from '#api/testing/test-stores.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/**
 * The mail outbox of the real server: a backlog queued before it starts, as a mail server's
 * outage or a restart leaves it, reaches the mail server with each email once, past addresses the
 * mail server refuses; and two servers on one PostgreSQL database, with a mail server that answers
 * more slowly than a claim lasts, send each email once.
 */

const OFFICE = 'office@example.org'
let store: TestStore | undefined
let mail: MailCatcher | undefined
let sites: StartedSite[] = []

afterEach(async () => {
  for (const site of sites.splice(0)) await site.remove()
  await mail?.close()
  await store?.remove()
  ;[mail, store] = [undefined, undefined]
})

/** Starts the server on `opened`'s store, sending through `catcher`, with `env` on top. */
const startOn = (opened: TestStore, catcher: MailCatcher, env: Record<string, string> = {}) =>
  startSite({
    dataDir: opened.location.dataDir,
    env: { DATABASE_URL: opened.location.databaseUrl ?? '', SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, NOTIFY_EMAIL: OFFICE, ...env },
  })

const once = (addresses: string[]) => Object.fromEntries(addresses.map((address) => [address, 1]))

describe.each(TEST_STORE_KINDS)('The mail outbox on $name', (kind: TestStoreKind) => {
  test('a backlog waiting at the start goes out with each email once, and addresses the mail server refuses hold up none of it', { timeout: 120_000 }, async () => {
    store = await kind.create()
    mail = await startMailCatcher()
    const refused = [`first@${REFUSED_DOMAIN}`, `second@${REFUSED_DOMAIN}`]
    const addresses = await queueBacklog(store, 300, refused)
    // The refused addresses are the first due.
    await store.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('recipient', 'in', refused)
      .execute()
    const accepted = addresses.filter((address) => !refused.includes(address))
    const site = await startOn(store, mail)
    sites.push(site)

    expect(await waitUntil(() => mail!.received.length >= accepted.length, 60_000), `${accepted.length} emails received`).toBe(true)
    // The mail server has an email before the server hears its answer and marks it sent: the
    // outbox settles a moment after the last email arrives.
    const unsent = () => store!.db.selectFrom('mail_outbox').select(['recipient', 'attempts', 'claimed_by']).where('sent_at', 'is', null).orderBy('recipient').execute()
    const settled = refused.map((recipient) => ({ recipient, attempts: 1, claimed_by: null }))
    await waitUntil(async () => isDeepStrictEqual(await unsent(), settled), 15_000)
    expect(await unsent()).toEqual(settled)
    expect(mail.perAddress()).toEqual(once(accepted))
    // The log line of each email is kept: sent, or failed without the address.
    expect(await waitUntil(() => site.logs.filter((entry) => entry.event === 'email_sent').length === accepted.length, 5000)).toBe(true)
    const failures = site.logs.filter((entry) => entry.event === 'email_failed')
    expect(failures).toHaveLength(refused.length)
    expect(JSON.stringify(failures)).not.toContain(REFUSED_DOMAIN)
  })
})

const postgres = TEST_STORE_KINDS.find((kind) => kind.name === 'PostgreSQL')

test.skipIf(!postgres)(
  'two servers on one PostgreSQL database, with a mail server that answers more slowly than a claim lasts, send each email once',
  { timeout: 120_000 },
  async () => {
    const claimSeconds = 2
    store = await postgres!.create()
    mail = await startMailCatcher(0, undefined, { answerDelayMs: 2.5 * claimSeconds * 1000 })
    const addresses = await queueBacklog(store, 30)
    const env = { MAIL_CLAIM_SECONDS: String(claimSeconds) }
    sites = await Promise.all([startOn(store, mail, env), startOn(store, mail, env)])

    const unsent = async () => (await store!.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute()).length
    expect(await waitUntil(async () => (await unsent()) === 0, 90_000, 200), 'every email sent').toBe(true)
    // A stop waits for the emails being sent: a second send of any would have reached the mail server.
    for (const site of sites) expect(await site.stop()).toEqual({ code: 0, signal: null })
    expect(mail.perAddress()).toEqual(once(addresses))
  },
)
