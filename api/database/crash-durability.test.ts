import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '../testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore } from '../testing/test-stores.ts'
import { migrateToLatest } from './migrate-to-latest.server.ts'
import { openDatabase } from './open-database.server.ts'

const serverEntry = fileURLToPath(new URL('../testing/site-server-process.ts', import.meta.url))
const REQUESTS = 200
const CONCURRENCY = 16

/** Starts the server as a real process on the store; resolves once it listens. */
async function startServer(store: TestStore): Promise<{ process: ChildProcess; baseUrl: string }> {
  // One process (Node with tsx loaded), so that SIGKILL hits the server itself and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: store.location.dataDir,
      DATABASE_URL: store.location.databaseUrl ?? '',
      RATE_LIMIT_PER_MINUTE: '100000',
      SMTP_URL: '',
      NOTIFY_EMAIL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before it listened`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = line.startsWith('{') ? JSON.parse(line) : undefined
      if (entry?.event === 'server_started') resolve(entry.port)
    })
  })
  return { process: child, baseUrl: `http://127.0.0.1:${port}` }
}

async function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}

describe.each(TEST_STORE_KINDS)('A server killed mid-traffic on $name', (kind) => {
  let store: TestStore | undefined
  afterAll(async () => {
    await store?.remove()
  })

  test('keeps every acknowledged submission exactly once after a restart', { timeout: 90_000 }, async () => {
    store = await kind.create()
    const first = await startServer(store)
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
        })
        if (response.status === 201) acknowledged.set((await response.json()).id, marker)
      } catch {
        // Cut off by the kill: never acknowledged, so the visitor would know to send it again.
      }
    }

    // Concurrent senders; the server is killed once a third of the requests has been answered.
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
    await stopServer(first.process, 'SIGKILL')
    expect(first.process.signalCode).toBe('SIGKILL')
    const beforeRestart = acknowledged.size

    const second = await startServer(store)
    try {
      while (sent < REQUESTS) await send(second.baseUrl, sent++)
    } finally {
      await stopServer(second.process, 'SIGTERM')
    }

    const db = openDatabase(store.location)
    try {
      await migrateToLatest(db)
      const rows = await db.selectFrom('submissions').select(['id', 'data']).where('form', '=', 'contact').execute()
      const markers = rows.map((row) => JSON.parse(row.data).message as string)
      expect(new Set(markers).size).toBe(markers.length)
      const stored = new Map(rows.map((row) => [row.id, JSON.parse(row.data).message as string]))
      const missing = [...acknowledged].filter(([id, marker]) => stored.get(id) !== marker)
      expect(missing).toEqual([])
      expect(beforeRestart).toBeGreaterThanOrEqual(REQUESTS / 3)
      expect(acknowledged.size).toBeGreaterThan(beforeRestart)
    } finally {
      await db.destroy()
    }
  })
})
