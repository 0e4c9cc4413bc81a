import { afterAll, describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore } from '#api/testing/test-stores.ts'
import { PROMPT_STOP_ENV, startSite, type StartedSite } from '#tools/start-site/start-site.ts'

/**
 * A 201 is a promise that the submission is stored: a server killed outright (power loss, the OOM
 * killer, SIGKILL) in the middle of traffic must not lose one it acknowledged, nor store one twice.
 */

const REQUESTS = 200
const CONCURRENCY = 16

describe.each(TEST_STORE_KINDS)('The server killed mid-traffic on $name', (kind) => {
  let store: TestStore | undefined
  const sites: StartedSite[] = []
  afterAll(async () => {
    for (const site of sites) await site.remove()
    await store?.remove()
  })

  const start = async (location: TestStore['location']) => {
    const site = await startSite({
      dataDir: location.dataDir,
      env: { DATABASE_URL: location.databaseUrl ?? '', RATE_LIMIT_PER_MINUTE: '1000000', ...PROMPT_STOP_ENV },
    })
    sites.push(site)
    return site
  }

  test('keeps every acknowledged submission exactly once after a restart', async () => {
    store = await kind.create()
    const first = await start(store.location)
    const acknowledged = new Map<string, string>()
    let sent = 0
    let killed = false

    const send = async (baseUrl: string, index: number) => {
      const marker = `crash test message number ${index}`
      try {
        const response = await fetch(`${baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, message: marker }),
          signal: AbortSignal.timeout(10_000),
        })
        if (response.status === 201) acknowledged.set(((await response.json()) as { id: string }).id, marker)
      } catch {
        // Cut off by the kill: never acknowledged, so the visitor would know to send it again.
      }
    }

    // Concurrent senders; the server is killed once a third of the requests has been acknowledged.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!killed && sent < REQUESTS) {
          await send(first.baseUrl, sent++)
          if (!killed && acknowledged.size >= REQUESTS / 3) {
            killed = true
            first.process.kill('SIGKILL')
          }
        }
      }),
    )
    expect(killed, `only ${acknowledged.size} of ${REQUESTS} submissions were acknowledged before the kill`).toBe(true)
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })
    const beforeRestart = acknowledged.size

    const second = await start(store.location)
    while (sent < REQUESTS) await send(second.baseUrl, sent++)
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null })

    const rows = await store.db.selectFrom('submissions').select(['id', 'data']).where('form', '=', 'contact').execute()
    const markers = rows.map((row) => (JSON.parse(row.data) as { message: string }).message)
    expect(new Set(markers).size).toBe(markers.length)
    const stored = new Map(rows.map((row) => [row.id, (JSON.parse(row.data) as { message: string }).message]))
    const missing = [...acknowledged].filter(([id, marker]) => stored.get(id) !== marker)
    expect(missing).toEqual([])
    expect(beforeRestart).toBeGreaterThanOrEqual(REQUESTS / 3)
    expect(acknowledged.size).toBeGreaterThan(beforeRestart)
  })
})
