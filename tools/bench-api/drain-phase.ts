import { queueBacklog } from '#api/testing/queue-backlog.ts'
import { startMailCatcher } from '#api/testing/start-mail-catcher.ts'
import type { TestStoreKind } from '#api/testing/test-stores.ts'
import type { Checklist } from '../bench-report/checklist.ts'
import { waitUntil } from '../wait-until/wait-until.ts'
import { API_BUDGETS } from './api-budgets.ts'
import { API_LOAD } from './api-load.ts'
import type { BenchSites } from './bench-sites.ts'

/**
 * The mail outbox after a restart with a backlog: API_LOAD.drainEmails emails queued in a store of
 * `kind`, then the server started on it with a mail server on loopback. Measures the time from
 * the start until the last email arrived, the server's own start included, and checks it against
 * API_BUDGETS.drainSeconds, and that every email arrived once. The store and the mail server are
 * in `heldOpen` while the phase runs, so that an interrupted run removes them too.
 */
export async function drainPhase(kind: TestStoreKind, sites: BenchSites, heldOpen: (() => unknown)[], { check }: Checklist): Promise<void> {
  const count = API_LOAD.drainEmails
  console.log(`\nThe mail outbox with ${count.toLocaleString('en')} emails waiting on ${kind.name}:`)
  const store = await kind.create()
  const mail = await startMailCatcher()
  const release = [store.remove, mail.close]
  heldOpen.push(...release)
  try {
    const addresses = await queueBacklog(store, count)
    const startedAt = performance.now()
    await sites.start(`on ${kind.name} with the emails queued`, {
      DATA_DIR: store.location.dataDir,
      DATABASE_URL: store.location.databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      NOTIFY_EMAIL: 'office@example.org',
    })
    // Waits twice the budget at most, so that a slow run still prints how far it got.
    await waitUntil(() => mail.received.length >= count, 2 * API_BUDGETS.drainSeconds * 1000, 20)
    const seconds = (performance.now() - startedAt) / 1000
    const arrived = mail.received.length
    const distinct = new Set(mail.received.flatMap((message) => message.to))
    const once = arrived === count && addresses.every((address) => distinct.has(address))
    console.log(`\nBudgets (mail outbox on ${kind.name}):`)
    check(
      `${count.toLocaleString('en')} emails delivered ≤ ${API_BUDGETS.drainSeconds} s (server start included)`,
      arrived >= count ? `${seconds.toFixed(1)} s, ${(count / seconds).toFixed(0)} emails/s` : `${arrived} arrived in ${seconds.toFixed(0)} s`,
      arrived >= count && seconds <= API_BUDGETS.drainSeconds,
    )
    check('every email delivered once', `${arrived} messages to ${distinct.size} of ${count} addresses`, once)
  } finally {
    await sites.removeAll()
    for (const each of release) {
      await each()
      heldOpen.splice(heldOpen.indexOf(each), 1)
    }
  }
}
