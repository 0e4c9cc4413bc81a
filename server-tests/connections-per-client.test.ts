import { describe, expect, test } from 'vitest'
import { connectRaw, type RawConnection } from './support/connect-raw.ts'
import { errorOutput } from './support/error-output.ts'
import { expectStillServing } from './support/expect-still-serving.ts'
import { httpRequest } from './support/http-request.ts'
import { removeAfterEach } from './support/remove-after-each.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/**
 * One client must not be able to take every connection the server allows: each address (an IPv6
 * network by its first 64 bits) holds at most MAX_CONNECTIONS_PER_CLIENT, and everyone else is
 * still served. A trusted proxy's own address is exempt: its connections carry many visitors.
 * All of 127.0.0.0/8 is loopback, so each 127.0.0.x here plays another client.
 */

/** A request that never ends: the connection is held until the server cuts it. */
const UNFINISHED_REQUEST = 'GET / HTTP/1.1\r\n'
/** Long enough that no connection here is cut for being slow while a test runs. */
const SLOW_CLIENT_LIMITS = { HEADERS_TIMEOUT_SECONDS: '300', REQUEST_TIMEOUT_SECONDS: '300' }

interface HeldConnections {
  /** Connections that are connected and not yet closed. */
  open(): number
  /** Connections whose first attempt has connected or failed. */
  settled(): number
  /** Stops opening new connections in place of those cut. */
  stopReconnecting(): void
  destroy(): void
}

/** Opens `count` connections from `from`, each sending the start of a request, and opens another whenever one is cut (while `reconnect`). */
function holdConnections(port: number, from: string, count: number, { reconnect }: { reconnect: boolean }): HeldConnections {
  const all = new Set<RawConnection>()
  const connected = new Set<RawConnection>()
  let settled = 0
  let reconnecting = reconnect
  const openOne = (first: boolean) => {
    const connection = connectRaw(port, { from })
    all.add(connection)
    void connection.connected.then(
      () => {
        if (first) settled++
        connected.add(connection)
        return connection.write(UNFINISHED_REQUEST)
      },
      () => {
        if (first) settled++
      },
    )
    void connection.closed.then(() => {
      all.delete(connection)
      connected.delete(connection)
      if (reconnecting) openOne(false)
    })
  }
  for (let index = 0; index < count; index++) openOne(true)
  return {
    open: () => [...connected].filter((connection) => !connection.isClosed()).length,
    settled: () => settled,
    stopReconnecting: () => {
      reconnecting = false
    },
    destroy: () => {
      reconnecting = false
      for (const connection of all) connection.destroy()
    },
  }
}

/** A health check over a connection of its own from `from`: its status, or undefined when none came within `timeoutMs`. */
async function healthOverNewConnection(port: number, from: string, timeoutMs: number): Promise<number | undefined> {
  const connection = connectRaw(port, { from })
  try {
    await connection.connected
    await connection.write(httpRequest({ path: '/api/health', headers: { Connection: 'close' } }))
    const [response] = await connection.waitForResponses(1, timeoutMs)
    return response?.status
  } catch {
    return undefined
  } finally {
    connection.destroy()
  }
}

let site: StartedSite | undefined
removeAfterEach(() => site)

describe('Connections per client', () => {
  test('one address that opens more connections than MAX_CONNECTIONS, and reconnects when cut, holds MAX_CONNECTIONS_PER_CLIENT of them, and health checks from another address are answered within a second', async () => {
    const MAX = 100
    const PER_CLIENT = 10
    site = await startSite({ env: { ...SLOW_CLIENT_LIMITS, MAX_CONNECTIONS: String(MAX), MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT) } })
    const flood = holdConnections(site.port, '127.0.0.2', MAX + 5, { reconnect: true })
    try {
      expect(await waitUntil(() => flood.settled() === MAX + 5, 10_000), 'the connections were never all opened').toBe(true)
      const statuses: (number | undefined)[] = []
      for (let round = 0; round < 25; round++) statuses.push(await healthOverNewConnection(site.port, '127.0.0.1', 1000))
      expect(statuses).toEqual(statuses.map(() => 200))

      flood.stopReconnecting()
      expect(await waitUntil(() => flood.open() <= PER_CLIENT, 5000), `${flood.open()} connections from one address stayed open`).toBe(true)
      expect(flood.open()).toBe(PER_CLIENT)
    } finally {
      flood.destroy()
    }
    await expectStillServing(site)
    expect(errorOutput(site)).toEqual([])
  })

  test('MAX_CONNECTIONS still holds for all clients together', async () => {
    const MAX = 30
    const PER_CLIENT = 10
    site = await startSite({ env: { ...SLOW_CLIENT_LIMITS, MAX_CONNECTIONS: String(MAX), MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT) } })
    const clients = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'].map((from) => holdConnections(site!.port, from, PER_CLIENT, { reconnect: false }))
    const open = () => clients.reduce((sum, client) => sum + client.open(), 0)
    try {
      expect(await waitUntil(() => clients.every((client) => client.settled() === PER_CLIENT), 10_000), 'the connections were never all opened').toBe(true)
      expect(await waitUntil(() => open() <= MAX, 5000), `${open()} connections stayed open`).toBe(true)
      expect(open()).toBe(MAX)
    } finally {
      for (const client of clients) client.destroy()
    }
    await expectStillServing(site)
  })

  test('a trusted proxy (TRUST_PROXY) may open more than MAX_CONNECTIONS_PER_CLIENT, another address may not', async () => {
    const PER_CLIENT = 10
    const COUNT = 3 * PER_CLIENT
    site = await startSite({ env: { ...SLOW_CLIENT_LIMITS, MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT), TRUST_PROXY: '127.0.0.2' } })
    const answeredFrom = async (from: string) => {
      const connections = Array.from({ length: COUNT }, () => connectRaw(site!.port, { from }))
      try {
        // All connect before any asks, so that all are open at once.
        await Promise.allSettled(connections.map((connection) => connection.connected))
        await Promise.all(connections.map((connection) => connection.write(httpRequest({ path: '/api/health' }))))
        const answers = await Promise.all(connections.map((connection) => connection.waitForResponses(1, 5000)))
        return answers.filter(([response]) => response?.status === 200).length
      } finally {
        for (const connection of connections) connection.destroy()
      }
    }
    expect(await answeredFrom('127.0.0.2'), 'answered from the trusted proxy').toBe(COUNT)
    expect(await answeredFrom('127.0.0.3'), 'answered from another address').toBe(PER_CLIENT)
    await expectStillServing(site)
  })
})
