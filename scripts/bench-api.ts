/**
 * `npm run bench:api`: how many requests the real server answers, and how fast, against the
 * budgets below. It starts the program `npm start` runs (SQLite store, production mode) on
 * loopback, loads it with autocannon from this process for about five seconds per phase, prints a
 * table and the budgets, and exits with an error when a budget is missed. The server and this
 * load generator share the machine's CPUs, so figures are comparable only on the same machine,
 * which the output names.
 *
 * Then the staff console on a store of 100,000 sign-ups: its list, its search and a CSV export of
 * every form. That phase runs on SQLite, and on PostgreSQL too when DATABASE_URL names a server on
 * this machine (a database of its own is made there and dropped after) or `--postgres` asks for a
 * throwaway one from Debian's package. `--inbox-only` runs that phase alone.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { openDatabase } from '../api/database/open-database.server.ts'
import { SAMPLE_SUBMISSIONS } from '../api/testing/sample-submissions.ts'
import { postgresTestStore, SQLITE_TEST_STORE, type TestStoreKind } from '../api/testing/test-stores.ts'
import { formatTable } from '../tools/bench-api/format-table.ts'
import { inboxReport } from '../tools/bench-api/inbox-report.ts'
import { machineSummary } from '../tools/bench-api/machine-summary.ts'
import { measureInbox } from '../tools/bench-api/measure-inbox.ts'
import { runLoad } from '../tools/bench-api/run-load.ts'
import { startSite, type StartedSite } from '../tools/start-site/start-site.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from '../tools/temporary-postgres/temporary-postgres.ts'

/**
 * What the server must sustain, relative to its own health check where the machine's speed
 * matters, so that the budgets hold on a fast or a slow machine alike.
 */
const BUDGETS = {
  /** A submission does more than a health check (parse, validate, a durable write), but the write must not be what limits the server. */
  validPerHealth: 0.25,
  /** A visitor who sends a form during a burst still gets the acknowledgement at once. */
  validP99Ms: 50,
  /** A flood of form posts must not hold up the pages every other visitor reads. */
  pageP99DuringFloodMs: 50,
  /** Refusing a sender over the rate limit must stay cheap, or the limit itself becomes a way to overload the server. */
  rejectedPerHealth: 0.5,
  /** Staff reading the list or searching it wait no longer than a page of the site takes. */
  inbox: {
    readP99Ms: 50,
    /** Every sign-up of every form downloaded, one form after another. */
    exportAllMs: 10_000,
    /** A download is streamed a page of rows at a time: its size must not show in the server's memory. */
    exportMemoryGrowthBytes: 50 * 1024 * 1024,
  },
}
const PHASE_SECONDS = 5
const CONNECTIONS = 50
/** A few readers, enough to measure how long a page takes while the form endpoint is flooded. */
const READER_CONNECTIONS = 5
/** High enough that the limit never answers 429 in a run: what is measured is storing. */
const UNLIMITED_RATE = '100000000'
/** The first request of each minute is allowed, every other one is refused with 429. */
const REFUSING_RATE = '1'
/** Starting may build the site first when its build is missing or out of date. */
const START_TIMEOUT_MS = 300_000
/** The sign-ups in the staff console's store. */
const INBOX_SUBMISSIONS = 100_000
/** A few staff at work at the same time. */
const STAFF_CONNECTIONS = 4

const pageRequest = { path: '/', headers: { 'accept-encoding': 'br, gzip' } }
/**
 * A valid submission as a page without idempotency keys sends it: each one is stored. A key per
 * request would make autocannon build every request anew in this process, on the CPUs the server
 * shares, and measure the load generator more than the server; the server tests prove the keys.
 */
const submission = {
  path: '/api/contact',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(SAMPLE_SUBMISSIONS.contact),
}

const { values: options } = parseArgs({ options: { postgres: { type: 'boolean', default: false }, 'inbox-only': { type: 'boolean', default: false } } })

console.log(`Machine: ${machineSummary()}`)
console.log('The server runs in a process of its own; the load generator runs in this one, and both share these CPUs.\n')

const sites: StartedSite[] = []
const removeSites = () => Promise.all(sites.splice(0).map((site) => site.remove()))
/** What the inbox phase holds open until it ends: its store, and a throwaway PostgreSQL. */
const heldOpen: (() => unknown)[] = []
process.once('SIGINT', () => void removeSites().then(() => Promise.allSettled(heldOpen.map((release) => release())).then(() => process.exit(130))))

async function start(label: string, env: Record<string, string>): Promise<StartedSite> {
  const startedAt = performance.now()
  const site = await startSite({ env, timeoutMs: START_TIMEOUT_MS })
  sites.push(site)
  const shown = Object.entries(env)
    .filter(([name, value]) => value && !['DATA_DIR', 'DATABASE_URL'].includes(name))
    .map(([name, value]) => `${name}=${value}`)
  console.log(`Started the server ${label} (${shown.join(', ')}) in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
  return site
}

let failed = false
const report = (label: string, value: string, ok: boolean) => {
  if (!ok) failed = true
  console.log(`${ok ? '✓ PASS' : '✖ FAIL'} ${label.padEnd(56)} ${value}`)
}

const announce = (phase: string) => console.log(`… ${phase} (${PHASE_SECONDS} s)`)

async function measure() {
  // One after the other: a start that has to build the site first must not race another build.
  const open = await start('that stores everything', { RATE_LIMIT_PER_MINUTE: UNLIMITED_RATE })
  const refusing = await start('that refuses almost everything', { RATE_LIMIT_PER_MINUTE: REFUSING_RATE })

  // Compiles the server's hot paths before anything is measured.
  console.log('… warming up (2 s)')
  await Promise.all([
    runLoad({ baseUrl: open.baseUrl, path: '/api/health', connections: 10, durationSeconds: 2 }),
    runLoad({ baseUrl: open.baseUrl, ...pageRequest, connections: 10, durationSeconds: 2 }),
    runLoad({ baseUrl: open.baseUrl, ...submission, connections: 10, durationSeconds: 2 }),
    runLoad({ baseUrl: refusing.baseUrl, ...submission, connections: 10, durationSeconds: 2 }),
  ])

  announce('health')
  const health = await runLoad({ baseUrl: open.baseUrl, path: '/api/health', connections: CONNECTIONS, durationSeconds: PHASE_SECONDS })
  announce('page')
  const page = await runLoad({ baseUrl: open.baseUrl, ...pageRequest, connections: CONNECTIONS, durationSeconds: PHASE_SECONDS })
  announce('valid submissions')
  const valid = await runLoad({ baseUrl: open.baseUrl, ...submission, connections: CONNECTIONS, durationSeconds: PHASE_SECONDS })
  announce('rejected submissions')
  const rejected = await runLoad({ baseUrl: refusing.baseUrl, ...submission, connections: CONNECTIONS, durationSeconds: PHASE_SECONDS })
  await refusing.remove()

  announce('page during a flood of submissions')
  // The flood starts first and ends last, so the readers only ever see a server under flood.
  const [flood, pageDuringFlood] = await Promise.all([
    runLoad({ baseUrl: open.baseUrl, ...submission, connections: CONNECTIONS, durationSeconds: PHASE_SECONDS + 1 }),
    delay(500).then(() => runLoad({ baseUrl: open.baseUrl, ...pageRequest, connections: READER_CONNECTIONS, durationSeconds: PHASE_SECONDS })),
  ])
  return { health, page, valid, rejected, flood, pageDuringFlood, stored: await storedSubmissions(open.dataDir) }
}

/** The rows in a server's store: an answer counts as durable only if its row is there. */
async function storedSubmissions(dataDir: string): Promise<number> {
  const store = openDatabase({ dataDir })
  try {
    return Number(
      (
        await store.db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )
  } finally {
    await store.close()
  }
}

/** Phases 1 to 5: the public site and its form endpoint, on SQLite. */
async function serverPhases() {
  const { stored, ...figures } = await measure().finally(removeSites)
  type Figures = (typeof figures)[keyof typeof figures]
  const count = (load: Figures, status: number) => load.answers.get(status) ?? 0
  const perSecond = (load: Figures, status: number) => count(load, status) / load.durationSeconds
  const others = (load: Figures, expected: number[]) => [...load.answers].filter(([status]) => !expected.includes(status))
  const othersText = (load: Figures, expected: number[]) =>
    others(load, expected)
      .map(([status, n]) => `${n}×${status}`)
      .join(', ') || 'none'
  const rate = (value: number) => value.toFixed(0)
  const ms = (value: number) => `${value}`

  const { health, page, valid, rejected, flood, pageDuringFlood } = figures
  const phases = [
    { name: '1 health', request: 'GET /api/health', connections: CONNECTIONS, load: health, counted: 200, expected: [200], latency: false },
    { name: '2 page', request: 'GET / (br, gzip)', connections: CONNECTIONS, load: page, counted: 200, expected: [200], latency: true },
    { name: '3 valid submissions', request: 'POST /api/contact', connections: CONNECTIONS, load: valid, counted: 201, expected: [201], latency: true },
    // The one request a minute the limit lets through is stored and answered 201.
    { name: '4 rejected (limit 1/min)', request: 'POST /api/contact', connections: CONNECTIONS, load: rejected, counted: 429, expected: [429, 201], latency: false },
    { name: '5 flood (background)', request: 'POST /api/contact', connections: CONNECTIONS, load: flood, counted: 201, expected: [201], latency: true },
    { name: '5 page during the flood', request: 'GET / (br, gzip)', connections: READER_CONNECTIONS, load: pageDuringFlood, counted: 200, expected: [200], latency: true },
  ]

  console.log("\nFigures (per second = answers with the counted status ÷ the phase's duration; latency of 2xx answers):\n")
  console.log(
    formatTable([
      ['phase', 'request', 'conns', 'counted', 'per second', 'p50 ms', 'p99 ms', 'other answers', 'errors'],
      ...phases.map(({ name, request, connections, load, counted, expected, latency }) => [
        name,
        request,
        String(connections),
        `${count(load, counted)}×${counted}`,
        rate(perSecond(load, counted)),
        latency && count(load, counted) > 0 ? ms(load.p50Ms) : '—',
        latency && count(load, counted) > 0 ? ms(load.p99Ms) : '—',
        othersText(load, expected),
        `${load.errors}${load.timeouts ? ` (${load.timeouts} timeouts)` : ''}`,
      ]),
    ]),
  )

  const healthRate = perSecond(health, 200)
  const ratio = (value: number) => (healthRate > 0 ? value / healthRate : 0)
  const validRate = perSecond(valid, 201)
  const rejectedRate = perSecond(rejected, 429)

  console.log('\nBudgets:')
  report(
    `valid submissions/s ≥ ${BUDGETS.validPerHealth} × health req/s`,
    `${rate(validRate)}/s = ${ratio(validRate).toFixed(2)} × ${rate(healthRate)}/s`,
    ratio(validRate) >= BUDGETS.validPerHealth,
  )
  // A latency measured on no answer at all is 0 ms: that must not pass.
  report(
    `valid submissions p99 ≤ ${BUDGETS.validP99Ms} ms (${CONNECTIONS} connections)`,
    count(valid, 201) > 0 ? `${ms(valid.p99Ms)} ms` : 'no 201 answer to measure',
    count(valid, 201) > 0 && valid.p99Ms <= BUDGETS.validP99Ms,
  )
  report(
    `page p99 during the flood ≤ ${BUDGETS.pageP99DuringFloodMs} ms`,
    count(pageDuringFlood, 200) > 0
      ? `${ms(pageDuringFlood.p99Ms)} ms at ${rate(perSecond(pageDuringFlood, 200))} req/s, flood ${rate(perSecond(flood, 201))} stored/s`
      : 'no 200 answer to measure',
    count(pageDuringFlood, 200) > 0 && pageDuringFlood.p99Ms <= BUDGETS.pageP99DuringFloodMs,
  )
  report(
    `rejected 429s/s ≥ ${BUDGETS.rejectedPerHealth} × health req/s`,
    `${rate(rejectedRate)}/s = ${ratio(rejectedRate).toFixed(2)} × ${rate(healthRate)}/s`,
    ratio(rejectedRate) >= BUDGETS.rejectedPerHealth,
  )
  // A figure counted from failures would flatter the server: every answer must be the one expected.
  report(
    'every valid submission answered 201',
    `${others(valid, [201]).reduce((sum, [, n]) => sum + n, 0)} other answers, ${valid.errors} errors`,
    others(valid, [201]).length === 0 && valid.errors === 0,
  )
  // The warm-up stored some too: the store holds at least every submission the measured phases counted.
  const acknowledged = count(valid, 201) + count(flood, 201)
  report('every acknowledged submission is in the store', `${stored} rows for ${acknowledged} answers 201`, stored >= acknowledged)
  const unexpected = phases.filter(({ load, expected }) => load !== valid && (others(load, expected).length > 0 || load.errors > 0))
  report('every other phase got only the answers expected', unexpected.map(({ name }) => name).join(', ') || 'yes', unexpected.length === 0)
}

/** The staff console on a store of INBOX_SUBMISSIONS sign-ups of `kind`. */
async function inboxPhase(kind: TestStoreKind) {
  console.log(`\nThe staff console with ${INBOX_SUBMISSIONS.toLocaleString('en')} sign-ups on ${kind.name} (${STAFF_CONNECTIONS} connections):`)
  const store = await kind.create()
  heldOpen.push(store.remove)
  const figures = await measureInbox({
    store,
    postgres: kind.name === 'PostgreSQL',
    count: INBOX_SUBMISSIONS,
    start: (env) => start(`on ${kind.name} with the sign-ups`, env),
    connections: STAFF_CONNECTIONS,
    durationSeconds: PHASE_SECONDS,
  }).finally(async () => {
    await removeSites()
    await store.remove()
    heldOpen.splice(heldOpen.indexOf(store.remove), 1)
  })
  const { tables, checks } = inboxReport(figures, BUDGETS.inbox)
  console.log(`\n${tables}`)
  console.log(`\nBudgets (staff console on ${kind.name}):`)
  for (const { label, value, ok } of checks) report(label, value, ok)
}

if (!options['inbox-only']) await serverPhases()

let postgres: TemporaryPostgres | undefined
const postgresUrl = process.env.DATABASE_URL || (options.postgres ? (postgres = await startTemporaryPostgres())?.url : undefined)
if (options.postgres && !postgresUrl) {
  console.log('\n✖ FAIL PostgreSQL was asked for, but its server is not installed (Debian: apt-get install postgresql)')
  failed = true
}
if (postgres) heldOpen.push(postgres.stop)
try {
  for (const kind of [SQLITE_TEST_STORE, ...(postgresUrl ? [postgresTestStore(postgresUrl)] : [])]) await inboxPhase(kind)
} finally {
  postgres?.stop()
}

process.exitCode = failed ? 1 : 0
