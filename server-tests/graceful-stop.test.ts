import { connect } from 'node:net'
import { describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '../api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore } from '../api/testing/test-stores.ts'
import { connectRaw, type RawConnection } from './support/connect-raw.ts'
import { errorOutput } from './support/error-output.ts'
import { httpRequest } from './support/http-request.ts'
import { startSite, type StartedSite } from '../tools/start-site/start-site.ts'
import { removeAfterEach } from './support/remove-after-each.ts'
import { waitUntil } from '../tools/wait-until/wait-until.ts'

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
      await new Promise((resolve) => setTimeout(resolve, 500))

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

describe('SIGTERM', () => {
  test('with only idle keep-alive connections open, the server exits 0 at once', async () => {
    site = await startSite()
    const idle = connectRaw(site.port)
    await idle.connected
    await idle.write(httpRequest({ path: '/api/health' }))
    expect((await idle.waitForResponses(1, 5000))[0]?.status).toBe(200)
    const signalledAt = performance.now()
    site.process.kill('SIGTERM')
    const exit = await site.exited
    idle.destroy()
    expect(exit).toEqual({ code: 0, signal: null })
    // Well below both KEEP_ALIVE_TIMEOUT_SECONDS (5) and SHUTDOWN_GRACE_SECONDS (10).
    expect(performance.now() - signalledAt).toBeLessThan(3000)
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
    await new Promise((resolve) => setTimeout(resolve, 300))

    const signalledAt = performance.now()
    running.process.kill('SIGTERM')
    const exit = await Promise.race([running.exited, new Promise<undefined>((resolve) => setTimeout(resolve, (GRACE_S + 8) * 1000))])
    const exitedAfterMs = performance.now() - signalledAt
    expect(exit, 'the server did not exit').toEqual({ code: 0, signal: null })
    // The request got its grace before it was cut, and not much more.
    expect(exitedAfterMs).toBeGreaterThanOrEqual((GRACE_S - 0.5) * 1000)
    expect(exitedAfterMs).toBeLessThanOrEqual((GRACE_S + 3) * 1000)
    expect(await stuck.waitForClose(1000), 'the unfinished request was not cut').toBe(true)
    stuck.destroy()
    expect(running.logs.map((entry) => entry.event)).toEqual(expect.arrayContaining(['server_stopping', 'server_stopped']))
    expect(errorOutput(running)).toEqual([])
  })
})
