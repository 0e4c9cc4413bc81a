import { Socket } from 'node:net'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from 'vitest'
import { SQLITE_FILE_NAME } from '#api/database/open-database.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { httpRequest } from './support/http-request.ts'
import { removeAfterEach } from './support/remove-after-each.ts'
import { stopAndReadOutput } from './support/stop-and-read-output.ts'

/**
 * The server's output is for the operator and for machines that read it: one JSON object a line,
 * and nothing a visitor wrote into the address, which may be an email address or a name.
 */

let site: StartedSite | undefined
removeAfterEach(() => site)

const PERSONAL = 'jane.doe@example.com'

test('a request is logged by its route, never by the path it was sent to', async () => {
  site = await startSite()
  const paths = [`/api/${PERSONAL}`, `/api/contact/${PERSONAL}`, `/no-such-page/${PERSONAL}`, `/${PERSONAL}`, `/unsubscribe?email=${PERSONAL}`]
  for (const path of paths) await fetch(`${site.baseUrl}${path}`, { signal: AbortSignal.timeout(5000) })
  await fetch(`${site.baseUrl}/about/${PERSONAL}`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(5000) })

  await stopAndReadOutput(site)
  const logged = site.logs.filter((entry) => entry.event === 'request_failed')
  expect(JSON.stringify(site.logs)).not.toContain('jane.doe')
  for (const { path } of logged) expect(path).toMatch(/^(?:\/api\/:unknown|\/api\/[a-z-]+|page|static|other)$/)
  expect(logged.map((entry) => entry.path)).toContain('/api/:unknown')
})

test('an error answer to a client that already left is one JSON line on stderr, like every event', async () => {
  site = await startSite()
  // Another connection holds the store's write lock, so the submission waits for it and then fails.
  const holder = new Database(join(site.dataDir, SQLITE_FILE_NAME))
  holder.exec('BEGIN EXCLUSIVE')
  try {
    const body = JSON.stringify(SAMPLE_SUBMISSIONS.contact)
    const client = new Socket()
    await new Promise<void>((resolve, reject) => client.once('error', reject).connect(site!.port, '127.0.0.1', resolve))
    await new Promise<void>((resolve) => client.write(httpRequest({ method: 'POST', path: '/api/contact', headers: { 'content-type': 'application/json' }, body }), () => resolve()))
    client.destroy()
    // The submission fails past the store's deadline: answered 503 (and the store's state logged), or an error answer.
    const failed = () => site!.logs.some((entry) => entry.event === 'store_unavailable' || (entry.event === 'request_failed' && Number(entry.status) >= 500))
    expect(await waitUntil(failed, 30_000, 100)).toBe(true)
  } finally {
    holder.exec('ROLLBACK')
    holder.close()
  }
  await stopAndReadOutput(site)
  expect(site.stderr.filter((line) => !line.startsWith('{'))).toEqual([])
  for (const line of site.stderr) expect(() => JSON.parse(line) as unknown, line).not.toThrow()
})
