import { setTimeout as delay } from 'node:timers/promises'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { API_LOAD } from './api-load.ts'
import type { BenchSites } from './bench-sites.ts'
import { runLoad } from './run-load.ts'
import { storedSubmissions } from './stored-submissions.ts'

const { phaseSeconds, connections } = API_LOAD
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

const announce = (phase: string) => console.log(`… ${phase} (${phaseSeconds} s)`)

/**
 * Phases 1 to 5 under load: the health check, a page, valid submissions, submissions the rate
 * limit refuses, and a page during a flood of submissions; with the rows the store holds after.
 * The servers it starts are left in `sites` for the caller to remove.
 */
export async function measureServerPhases(sites: BenchSites) {
  // One after the other: a start that has to build the site first must not race another build.
  const open = await sites.start('that stores everything', { RATE_LIMIT_PER_MINUTE: API_LOAD.unlimitedRate })
  const refusing = await sites.start('that refuses almost everything', { RATE_LIMIT_PER_MINUTE: API_LOAD.refusingRate })

  // Compiles the server's hot paths before anything is measured.
  console.log('… warming up (2 s)')
  await Promise.all([
    runLoad({ baseUrl: open.baseUrl, path: '/api/health', connections: 10, durationSeconds: 2 }),
    runLoad({ baseUrl: open.baseUrl, ...pageRequest, connections: 10, durationSeconds: 2 }),
    runLoad({ baseUrl: open.baseUrl, ...submission, connections: 10, durationSeconds: 2 }),
    runLoad({ baseUrl: refusing.baseUrl, ...submission, connections: 10, durationSeconds: 2 }),
  ])

  announce('health')
  const health = await runLoad({ baseUrl: open.baseUrl, path: '/api/health', connections, durationSeconds: phaseSeconds })
  announce('page')
  const page = await runLoad({ baseUrl: open.baseUrl, ...pageRequest, connections, durationSeconds: phaseSeconds })
  announce('valid submissions')
  const valid = await runLoad({ baseUrl: open.baseUrl, ...submission, connections, durationSeconds: phaseSeconds })
  announce('rejected submissions')
  const rejected = await runLoad({ baseUrl: refusing.baseUrl, ...submission, connections, durationSeconds: phaseSeconds })
  await refusing.remove()

  announce('page during a flood of submissions')
  // The flood starts first and ends last, so the readers only ever see a server under flood.
  const [flood, pageDuringFlood] = await Promise.all([
    runLoad({ baseUrl: open.baseUrl, ...submission, connections, durationSeconds: phaseSeconds + 1 }),
    delay(500).then(() => runLoad({ baseUrl: open.baseUrl, ...pageRequest, connections: API_LOAD.readerConnections, durationSeconds: phaseSeconds })),
  ])
  return { health, page, valid, rejected, flood, pageDuringFlood, stored: await storedSubmissions(open.dataDir) }
}
