import { randomUUID } from 'node:crypto'
import { openSync, closeSync, writeSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { openDatabase, type DatabaseLocation } from '#api/database/open-database.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { IDEMPOTENCY_KEY_HEADER } from '#lib/forms/spam-signals.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from '#tools/temporary-postgres/temporary-postgres.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { errorOutput } from './support/error-output.ts'
import { loopDiskUnavailable, mountLoopDisk, type LoopDisk } from './support/loop-disk.ts'

/**
 * A store that stops answering (its disk frozen, its database server stopped) or cannot take a
 * write (its disk full) must not hold visitors: the health check answers 503 within 2 s, a
 * submission 503 with Retry-After within 5 s and never 201 unless it committed, the state is
 * logged once rather than once a request, and once the store is back everything works again
 * without a restart, each submission sent again stored once.
 */

const HEALTH_ANSWER_MS = 2000
const SUBMISSION_ANSWER_MS = 5000

const noLoopDisk = loopDiskUnavailable()
if (noLoopDisk) console.warn(`Skipping the frozen and full disk tests: ${noLoopDisk}.`)

let site: StartedSite | undefined
let disk: LoopDisk | undefined
let postgres: TemporaryPostgres | undefined
let paused: number[] = []
afterEach(async () => {
  // Stopped processes and a frozen disk are let go first, or nothing after could end.
  for (const pid of paused) signal(pid, 'SIGCONT')
  if (disk) thawQuietly(disk)
  await site?.remove()
  disk?.remove()
  postgres?.stop()
  site = undefined
  disk = undefined
  postgres = undefined
  paused = []
})

function thawQuietly(loopDisk: LoopDisk) {
  try {
    loopDisk.thaw()
  } catch {
    // Not frozen.
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

const health = async (served: StartedSite) => {
  const response = await fetch(`${served.baseUrl}/api/health`, { signal: AbortSignal.timeout(HEALTH_ANSWER_MS) })
  await response.arrayBuffer()
  return response.status
}

interface Answer {
  status: number
  retryAfter: string | null
  id?: string
}

const submit = async (served: StartedSite, key: string, message = `outage test ${key}`): Promise<Answer> => {
  const response = await fetch(`${served.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
    body: JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, message }),
    signal: AbortSignal.timeout(SUBMISSION_ANSWER_MS),
  })
  const body = (await response.json()) as { id?: string }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), id: body.id }
}

/** How many stored rows carry each key, read from the store as the command line would. */
async function rowsPerKey(location: DatabaseLocation, keys: string[]): Promise<number[]> {
  const store = openDatabase(location)
  try {
    const rows = await store.db.selectFrom('submissions').select('idempotency_key').where('idempotency_key', 'in', keys).execute()
    return keys.map((key) => rows.filter((row) => row.idempotency_key === key).length)
  } finally {
    await store.close()
  }
}

/** While the store does not answer: 503s in time, never a 201; then, once it answers again, every submission stored once. */
async function expectOutageAndRecovery(served: StartedSite, location: DatabaseLocation, stall: () => void, resume: () => void) {
  expect(await health(served)).toBe(200)
  expect((await submit(served, randomUUID())).status).toBe(201)

  stall()
  // A health answer may be reused for a second: the first ones may still be the last good one.
  let status = 0
  await waitUntil(async () => (status = await health(served)) === 503, 10_000, 100)
  expect(status).toBe(503)
  expect(await health(served)).toBe(503)

  // Visitors sending at once, and more coming while they wait: none held past the deadline.
  const keys = Array.from({ length: 12 }, () => randomUUID())
  const answers = await Promise.all(keys.map((key) => submit(served, key)))
  for (const answer of answers) {
    expect(answer.status).toBe(503)
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
  }
  expect(await health(served)).toBe(503)
  expect(served.alive()).toBe(true)

  resume()
  await waitUntil(async () => (status = await health(served)) === 200, 20_000, 100)
  expect(status).toBe(200)
  // The visitors try again with the same keys: each is stored once, whether or not the first try
  // committed after its answer.
  const retried = await Promise.all(keys.map((key) => submit(served, key)))
  expect(retried.map((answer) => answer.status)).toEqual(keys.map(() => 201))
  expect(await rowsPerKey(location, keys)).toEqual(keys.map(() => 1))
  expect((await submit(served, randomUUID())).status).toBe(201)
  // The state was logged once, not once a request.
  expect(errorOutput(served)).toEqual([expect.stringContaining('"event":"store_unavailable"')])
  expect(served.logs.filter((entry) => entry.event === 'store_available')).toHaveLength(1)
}

test.skipIf(noLoopDisk)('on SQLite with its disk frozen: health 503 within 2 s, submissions 503 with Retry-After within 5 s, and all works again once it thaws', async () => {
  disk = mountLoopDisk(16)
  const dataDir = join(disk.dir, 'data')
  site = await startSite({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
  const frozen = disk
  await expectOutageAndRecovery(
    site,
    { dataDir },
    () => frozen.freeze(),
    () => frozen.thaw(),
  )
})

test('on PostgreSQL with every process of its server stopped: health 503 within 2 s, submissions 503 with Retry-After within 5 s, and all works again once it continues', async (context) => {
  // A server of its own: the one the other tests share must not be stopped.
  postgres = await startTemporaryPostgres()
  if (!postgres) {
    console.warn('Skipping the stopped PostgreSQL test: PostgreSQL is not installed.')
    return context.skip()
  }
  const databaseUrl = postgres.url
  site = await startSite({ env: { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000000' } })
  const server = postgres
  await expectOutageAndRecovery(
    site,
    { databaseUrl, dataDir: site.dataDir },
    () => {
      paused = server.processIds()
      for (const pid of paused) signal(pid, 'SIGSTOP')
    },
    () => {
      for (const pid of paused) signal(pid, 'SIGCONT')
      paused = []
    },
  )
})

test.skipIf(noLoopDisk)('on SQLite with its disk full: submissions 503 with Retry-After, the state logged once, and stored again once there is room', async () => {
  disk = mountLoopDisk(8)
  const dataDir = join(disk.dir, 'data')
  site = await startSite({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
  expect((await submit(site, randomUUID())).status).toBe(201)

  const filler = join(disk.dir, 'filler')
  const fd = openSync(filler, 'w')
  try {
    for (const size of [1 << 20, 1 << 12, 1 << 9]) {
      const block = Buffer.alloc(size)
      try {
        for (;;) writeSync(fd, block)
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
      }
    }
  } finally {
    closeSync(fd)
  }

  // The store may still have room in pages it already holds: send until it has none.
  let refused: Answer | undefined
  for (let sent = 0; sent < 200 && !refused; sent++) {
    const answer = await submit(site, randomUUID(), `filling the disk ${sent} ${'x'.repeat(2000)}`)
    if (answer.status !== 201) refused = answer
  }
  expect(refused?.status).toBe(503)
  expect(Number(refused?.retryAfter)).toBeGreaterThanOrEqual(1)
  const more = await Promise.all(Array.from({ length: 5 }, () => submit(site!, randomUUID())))
  expect(more.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503])
  expect(errorOutput(site)).toEqual([expect.stringContaining('"event":"store_unavailable"')])
  expect(errorOutput(site)[0]).toMatch(/full/)

  rmSync(filler)
  let answer: Answer | undefined
  await waitUntil(async () => (answer = await submit(site!, randomUUID())).status === 201, 10_000, 100)
  expect(answer?.status).toBe(201)
  expect(site.alive()).toBe(true)
})

test.skipIf(noLoopDisk)('on SQLite when its disk turns read-only: submissions 503 with Retry-After, and the state logged once', async (context) => {
  disk = mountLoopDisk(8)
  if (!disk.turnReadOnly) {
    console.warn('Skipping the read-only disk test: this kernel cannot be told to turn an ext4 filesystem read-only.')
    return context.skip()
  }
  const dataDir = join(disk.dir, 'data')
  site = await startSite({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
  expect((await submit(site, randomUUID())).status).toBe(201)

  disk.turnReadOnly()
  const answers = await Promise.all(Array.from({ length: 5 }, () => submit(site!, randomUUID())))
  for (const answer of answers) {
    expect(answer.status).toBe(503)
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
  }
  expect((await submit(site, randomUUID())).status).toBe(503)
  expect(errorOutput(site)).toEqual([expect.stringContaining('"event":"store_unavailable"')])
  expect(errorOutput(site)[0]).toMatch(/read-only/)
  expect(site.alive()).toBe(true)
})
