import { formatTable } from '../bench-report/format-table.ts'
import type { Checklist } from '../bench-report/checklist.ts'
import { API_BUDGETS } from './api-budgets.ts'
import { API_LOAD } from './api-load.ts'
import type { BenchSites } from './bench-sites.ts'
import { measureServerPhases } from './measure-server-phases.ts'
import type { LoadFigures } from './run-load.ts'

const { connections: CONNECTIONS, readerConnections: READER_CONNECTIONS } = API_LOAD

/** Phases 1 to 5: the public site and its form endpoint, on SQLite, measured, printed as a table and checked against API_BUDGETS. */
export async function serverPhases(sites: BenchSites, { check }: Checklist): Promise<void> {
  const { stored, ...figures } = await measureServerPhases(sites).finally(sites.removeAll)
  const count = (load: LoadFigures, status: number) => load.answers.get(status) ?? 0
  const perSecond = (load: LoadFigures, status: number) => count(load, status) / load.durationSeconds
  const others = (load: LoadFigures, expected: number[]) => [...load.answers].filter(([status]) => !expected.includes(status))
  const othersText = (load: LoadFigures, expected: number[]) =>
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
  check(
    `valid submissions/s ≥ ${API_BUDGETS.validPerHealth} × health req/s`,
    `${rate(validRate)}/s = ${ratio(validRate).toFixed(2)} × ${rate(healthRate)}/s`,
    ratio(validRate) >= API_BUDGETS.validPerHealth,
  )
  // A latency measured on no answer at all is 0 ms: that must not pass.
  check(
    `valid submissions p99 ≤ ${API_BUDGETS.validP99Ms} ms (${CONNECTIONS} connections)`,
    count(valid, 201) > 0 ? `${ms(valid.p99Ms)} ms` : 'no 201 answer to measure',
    count(valid, 201) > 0 && valid.p99Ms <= API_BUDGETS.validP99Ms,
  )
  check(
    `page p99 during the flood ≤ ${API_BUDGETS.pageP99DuringFloodMs} ms`,
    count(pageDuringFlood, 200) > 0
      ? `${ms(pageDuringFlood.p99Ms)} ms at ${rate(perSecond(pageDuringFlood, 200))} req/s, flood ${rate(perSecond(flood, 201))} stored/s`
      : 'no 200 answer to measure',
    count(pageDuringFlood, 200) > 0 && pageDuringFlood.p99Ms <= API_BUDGETS.pageP99DuringFloodMs,
  )
  check(
    `rejected 429s/s ≥ ${API_BUDGETS.rejectedPerHealth} × health req/s`,
    `${rate(rejectedRate)}/s = ${ratio(rejectedRate).toFixed(2)} × ${rate(healthRate)}/s`,
    ratio(rejectedRate) >= API_BUDGETS.rejectedPerHealth,
  )
  // A figure counted from failures would flatter the server: every answer must be the one expected.
  check(
    'every valid submission answered 201',
    `${others(valid, [201]).reduce((sum, [, n]) => sum + n, 0)} other answers, ${valid.errors} errors`,
    others(valid, [201]).length === 0 && valid.errors === 0,
  )
  // The warm-up stored some too: the store holds at least every submission the measured phases counted.
  const acknowledged = count(valid, 201) + count(flood, 201)
  check('every acknowledged submission is in the store', `${stored} rows for ${acknowledged} answers 201`, stored >= acknowledged)
  const unexpected = phases.filter(({ load, expected }) => load !== valid && (others(load, expected).length > 0 || load.errors > 0))
  check('every other phase got only the answers expected', unexpected.map(({ name }) => name).join(', ') || 'yes', unexpected.length === 0)
}
