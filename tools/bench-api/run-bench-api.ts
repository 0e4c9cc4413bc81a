import { postgresTestStore, SQLITE_TEST_STORE } from '#api/testing/test-stores.ts'
import { fileURLToPath } from 'node:url'
import { checklist } from '../bench-report/checklist.ts'
import { buildSite } from '../build-freshness/build-site.ts'
import { buildState } from '../build-freshness/build-state.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from '../temporary-postgres/temporary-postgres.ts'
import { benchSites } from './bench-sites.ts'
import { drainPhase } from './drain-phase.ts'
import { inboxPhase } from './inbox-phase.ts'
import { machineSummary } from './machine-summary.ts'
import { serverPhases } from './server-phases.ts'
import { startPhase } from './start-phase.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface BenchApiOptions {
  /** A throwaway PostgreSQL from Debian's package for the staff console's phase, when DATABASE_URL names none. */
  postgres: boolean
  /** The staff console's phase alone, without the others and the mail outbox's. */
  inboxOnly: boolean
}

/**
 * The API benchmark: the server's start and idle memory, phases 1 to 5 on the public site and its
 * form endpoint, then the mail outbox's backlog and the staff console on SQLite, and on PostgreSQL
 * when DATABASE_URL names a server or `postgres` asks for a throwaway one. Gives whether every
 * budget was met.
 */
export async function runBenchApi({ postgres: throwawayPostgres, inboxOnly }: BenchApiOptions): Promise<boolean> {
  // The servers measured are the compiled one, which never builds: a build of the sources as they are comes first.
  if (buildState(root) !== 'current' && !buildSite(root)) throw new Error('The build failed: the benchmark measures it.')
  console.log(`Machine: ${machineSummary()}`)
  console.log('The server runs in a process of its own; the load generator runs in this one, and both share these CPUs.\n')

  const budgets = checklist({ met: '✓ PASS', missed: '✖ FAIL', labelWidth: 56 })
  const sites = benchSites()
  /** What the store phases hold open until they end: their stores, the mail server, and a throwaway PostgreSQL. */
  const heldOpen: (() => unknown)[] = []
  process.once('SIGINT', () => void sites.removeAll().then(() => Promise.allSettled(heldOpen.map((release) => release())).then(() => process.exit(130))))

  if (!inboxOnly) await startPhase(budgets)
  if (!inboxOnly) await serverPhases(sites, budgets)

  let postgres: TemporaryPostgres | undefined
  const postgresUrl = process.env.DATABASE_URL || (throwawayPostgres ? (postgres = await startTemporaryPostgres())?.url : undefined)
  if (throwawayPostgres && !postgresUrl) {
    console.log('')
    budgets.miss('PostgreSQL was asked for, but its server is not installed (Debian: apt-get install postgresql)')
  }
  if (postgres) heldOpen.push(postgres.stop)
  try {
    for (const kind of [SQLITE_TEST_STORE, ...(postgresUrl ? [postgresTestStore(postgresUrl)] : [])]) {
      if (!inboxOnly) await drainPhase(kind, sites, heldOpen, budgets)
      await inboxPhase(kind, sites, heldOpen, budgets)
    }
  } finally {
    postgres?.stop()
  }
  return !budgets.failed
}
