import { Agent, request as httpPost } from 'node:http'
import { connect } from 'node:net'
import { describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore } from '#api/testing/test-stores.ts'
import { connectRaw, type RawConnection } from './support/connect-raw.ts'
import { errorOutput } from './support/error-output.ts'
import { httpRequest } from './support/http-request.ts'
import { requestsInProgress } from './support/requests-in-progress.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { removeAfterEach } from './support/remove-after-each.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/**
 * SIGTERM (what systemd, Docker and Kubernetes send on a deploy or a restart) must not cost a
 * visitor a submission: the server stops taking connections, finishes what it has, closes the
 * store and exits 0. A request that never finishes is cut after SHUTDOWN_GRACE_SECONDS.
 */

const JSON_TYPE = { 'Content-Type': 'application/json' }
const IN_FLIGHT = 50

/** Whether a new connection to the port is refused (resolves false if one is accepted). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

/** The part of a body held back until after the signal (ASCII, so characters are bytes). */
const secondHalf = (body: string) => body.slice(Math.floor(body.length / 2))

let site: StartedSite | undefined
let store: TestStore | undefined
removeAfterEach(
  () => site,
  () => store,
)

describe.each(TEST_STORE_KINDS)('SIGTERM on $name', (kind) => {
  test(`with ${IN_FLIGHT} submissions in flight: each is answered 201 and stored, new connections are refused, exit code 0`, async () => {
    store = await kind.create()
    site = await startSite({
      dataDir: store.location.dataDir,
      env: { DATABASE_URL: store.location.databaseUrl ?? '', RATE_LIMIT_PER_MINUTE: '1000000' },
    })
    const running = site

    // Every request has its headers and half its body on the wire when the signal comes, so the
    // server has them in hand but cannot answer any yet.
    const bodies = Array.from({ length: IN_FLIGHT }, (_, index) => JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, message: `in flight at the stop, number ${index}` }))
    const connections: RawConnection[] = []
    try {
      for (const body of bodies) {
        const connection = connectRaw(running.port)
        connections.push(connection)
        await connection.connected
        const request = httpRequest({ method: 'POST', path: '/api/contact', headers: JSON_TYPE, body })
        await connection.write(request.subarray(0, request.length - secondHalf(body).length))
      }
      // The signal comes once the server has every request in hand, not merely once its connection was made.
      expect(await waitUntil(async () => (await requestsInProgress(running, 'contact')) === IN_FLIGHT, 10_000), 'the server never had every request in hand').toBe(true)

      running.process.kill('SIGTERM')
      expect(await waitUntil(() => running.logs.some((entry) => entry.event === 'server_stopping'), 5000), 'no server_stopping log line').toBe(true)
      expect(await connectionRefused(running.port), 'a new connection was accepted after SIGTERM').toBe(true)

      await Promise.all(connections.map((connection, index) => connection.write(secondHalf(bodies[index]!))))
      const answers = await Promise.all(connections.map((connection) => connection.waitForResponses(1, 10_000)))
      expect(answers.map(([response]) => response?.status)).toEqual(bodies.map(() => 201))
      const ids = answers.map(([response]) => (JSON.parse(response!.body.toString()) as { id: string }).id)

      const exit = await running.exited
      expect(exit).toEqual({ code: 0, signal: null })
      expect(running.logs.map((entry) => entry.event)).toEqual(expect.arrayContaining(['server_stopping', 'server_stopped']))
      expect(errorOutput(running)).toEqual([])

      const stored = await store.db.selectFrom('submissions').select('id').where('id', 'in', ids).execute()
      expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort())
    } finally {
      for (const connection of connections) connection.destroy()
    }
  })
})

/** A POST's answer, or why it failed and whether it went on a connection used before. */
type PostOutcome = { status: number; body: string } | { failure: string; reused: boolean }

/** Sends one POST on the poster's keep-alive agent, as a client that keeps its connections would. */
function post(agent: Agent, url: string, body: string): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const request = httpPost(url, { method: 'POST', agent, headers: { ...JSON_TYPE, 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ failure: error.code ?? error.message, reused: request.reusedSocket }))
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ failure: error.code ?? error.message, reused: request.reusedSocket }))
    request.end(body)
  })
}

describe.each(TEST_STORE_KINDS)('SIGTERM under a steady stream on $name', (kind) => {
  const POSTERS = 8
  const STOPS = 6
  /** A poster sends at most this many, so that a server that never stops listening cannot hold the test. */
  const MAX_PER_POSTER = 2000

  test(
    `${POSTERS} posters sending submissions one after another, over ${STOPS} stops: every submission the server received is answered 201 and stored, the others find the port closed`,
    { timeout: 300_000 },
    async () => {
      store = await kind.create()
      const failures: string[] = []
      const ids: string[] = []
      for (let stop = 0; stop < STOPS; stop++) {
        site = await startSite({ dataDir: store.location.dataDir, env: { DATABASE_URL: store.location.databaseUrl ?? '', RATE_LIMIT_PER_MINUTE: '1000000' } })
        const running = site
        let answered = 0
        const statuses = new Set<number>()
        // Each poster sends on its keep-alive connection until the server refuses a new one: a
        // refused connection carried no request, so a proxy in front sends it to the next instance.
        // A new connection the kernel had queued in the instant the server stopped listening is
        // reset instead, before the server ever read from it: like a refusal, nothing of it was
        // done. A reset on a connection the server had already answered on is a failure.
        const posters = Array.from({ length: POSTERS }, async (_, poster) => {
          const agent = new Agent({ keepAlive: true, maxSockets: 1 })
          try {
            for (let sent = 0; sent < MAX_PER_POSTER; sent++) {
              const body = JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, message: `stop ${stop}, poster ${poster}, number ${sent}` })
              const outcome = await post(agent, `${running.baseUrl}/api/contact`, body)
              if ('failure' in outcome) {
                const neverRead = outcome.failure === 'ECONNREFUSED' || (outcome.failure === 'ECONNRESET' && !outcome.reused)
                if (!neverRead) failures.push(`stop ${stop + 1}, after ${answered} answers: ${outcome.failure}`)
                return
              }
              statuses.add(outcome.status)
              const answer = JSON.parse(outcome.body) as { id?: string }
              if (answer.id) ids.push(answer.id)
              answered++
            }
          } finally {
            agent.destroy()
          }
        })
        expect(await waitUntil(() => answered >= 4 * POSTERS, 30_000), 'the posters were never answered').toBe(true)
        running.process.kill('SIGTERM')
        await Promise.all(posters)
        expect(await running.exited).toEqual({ code: 0, signal: null })
        expect([...statuses]).toEqual([201])
        expect(errorOutput(running)).toEqual([])
      }
      expect(failures).toEqual([])
      const stored = await store.db.selectFrom('submissions').select('id').where('id', 'in', ids).execute()
      expect(stored).toHaveLength(ids.length)
    },
  )
})

describe('SIGTERM', () => {
  test('keep-alive connections open at the signal are not cut: a request sent on one, or begun before it, is answered with Connection: close, and an idle one is closed when its keep-alive time is up', async () => {
    const KEEP_ALIVE_S = 2
    site = await startSite({ env: { KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_S) } })
    const running = site
    const health = httpRequest({ path: '/api/health' })
    const [idle, reused, begun] = [connectRaw(running.port), connectRaw(running.port), connectRaw(running.port)]
    try {
      for (const connection of [idle, reused, begun]) {
        await connection.connected
        await connection.write(health)
        expect((await connection.waitForResponses(1, 5000))[0]?.status).toBe(200)
      }
      // The next request's first bytes are on their way when the signal comes.
      const headersEnd = health.indexOf('\r\n\r\n')
      await begun.write(health.subarray(0, headersEnd))

      running.process.kill('SIGTERM')
      expect(await waitUntil(() => running.logs.some((entry) => entry.event === 'server_stopping'), 5000), 'no server_stopping log line').toBe(true)
      await reused.write(health)
      await begun.write(health.subarray(headersEnd))
      for (const connection of [reused, begun]) {
        const responses = await connection.waitForResponses(2, 5000)
        expect(responses.map((response) => [response.status, response.headers.connection])).toEqual([
          [200, 'keep-alive'],
          [200, 'close'],
        ])
        expect(await connection.waitForClose(2000), 'the connection stayed open after Connection: close').toBe(true)
      }
      expect(await idle.waitForClose((KEEP_ALIVE_S + 3) * 1000), 'the idle connection was not closed after its keep-alive time').toBe(true)
      expect(idle.responses(), 'the idle connection got more than its one answer').toHaveLength(1)
      expect(await running.exited).toEqual({ code: 0, signal: null })
      expect(running.logs.map((entry) => entry.event)).not.toContain('server_stop_cut_requests')
      expect(errorOutput(running)).toEqual([])
    } finally {
      for (const connection of [idle, reused, begun]) connection.destroy()
    }
  })

  test('a request still unfinished after SHUTDOWN_GRACE_SECONDS is cut, and the server exits 0 shortly after', async () => {
    const GRACE_S = 2
    site = await startSite({ env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_S) } })
    const running = site
    const body = JSON.stringify(SAMPLE_SUBMISSIONS.contact)
    const stuck = connectRaw(running.port)
    await stuck.connected
    const request = httpRequest({ method: 'POST', path: '/api/contact', headers: JSON_TYPE, body })
    await stuck.write(request.subarray(0, request.length - 10))
    expect(await waitUntil(async () => (await requestsInProgress(running, 'contact')) === 1, 5000), 'the server never had the request in hand').toBe(true)

    const signalledAt = performance.now()
    const exitedAt = running.exited.then(() => performance.now())
    running.process.kill('SIGTERM')
    expect(await waitUntil(() => !running.alive(), (GRACE_S + 8) * 1000), 'the server did not exit').toBe(true)
    const exitedAfterMs = (await exitedAt) - signalledAt
    expect(await running.exited).toEqual({ code: 0, signal: null })
    // The request got its grace before it was cut, and not much more.
    expect(exitedAfterMs).toBeGreaterThanOrEqual((GRACE_S - 0.5) * 1000)
    expect(exitedAfterMs).toBeLessThanOrEqual((GRACE_S + 3) * 1000)
    expect(await stuck.waitForClose(1000), 'the unfinished request was not cut').toBe(true)
    stuck.destroy()
    expect(running.logs.map((entry) => entry.event)).toEqual(expect.arrayContaining(['server_stopping', 'server_stopped']))
    expect(errorOutput(running)).toEqual([])
  })
})
