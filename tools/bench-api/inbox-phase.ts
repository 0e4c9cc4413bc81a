import type { TestStoreKind } from '#api/testing/test-stores.ts'
import type { Checklist } from '../bench-report/checklist.ts'
import { API_BUDGETS } from './api-budgets.ts'
import { API_LOAD } from './api-load.ts'
import type { BenchSites } from './bench-sites.ts'
import { inboxReport } from './inbox-report.ts'
import { measureInbox } from './measure-inbox.ts'

/**
 * The staff console on a store of API_LOAD.inboxSubmissions sign-ups of `kind`, measured, printed
 * and checked against API_BUDGETS. The store is in `heldOpen` while the phase runs, so that an
 * interrupted run removes it too.
 */
export async function inboxPhase(kind: TestStoreKind, sites: BenchSites, heldOpen: (() => unknown)[], { check }: Checklist): Promise<void> {
  console.log(`\nThe staff console with ${API_LOAD.inboxSubmissions.toLocaleString('en')} sign-ups on ${kind.name} (${API_LOAD.staffConnections} connections):`)
  const store = await kind.create()
  heldOpen.push(store.remove)
  const figures = await measureInbox({
    store,
    postgres: kind.name === 'PostgreSQL',
    count: API_LOAD.inboxSubmissions,
    start: (env) => sites.start(`on ${kind.name} with the sign-ups`, env),
    connections: API_LOAD.staffConnections,
    durationSeconds: API_LOAD.phaseSeconds,
  }).finally(async () => {
    await sites.removeAll()
    await store.remove()
    heldOpen.splice(heldOpen.indexOf(store.remove), 1)
  })
  const { tables, checks } = inboxReport(figures, API_BUDGETS.inbox)
  console.log(`\n${tables}`)
  console.log(`\nBudgets (staff console on ${kind.name}):`)
  for (const { label, value, ok } of checks) check(label, value, ok)
}
