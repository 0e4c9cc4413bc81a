import { rmSync } from 'node:fs'
import { expect, test } from 'vitest'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { removeAfterEach } from './support/remove-after-each.ts'
import { stopAndReadOutput } from './support/stop-and-read-output.ts'

/**
 * What /api/health tells the world is what a monitor needs (up or not), and no more: why the
 * store failed, which names its place on the disk, is for the operator, in the log.
 */

let site: StartedSite | undefined
removeAfterEach(() => site)

const ask = (path: string, method = 'GET') => fetch(`${site!.baseUrl}${path}`, { method, signal: AbortSignal.timeout(5000) })

test('HEAD on /api/health and every other API address read with GET answers as GET does, without a body', async () => {
  site = await startSite()
  for (const path of ['/api/health', formTokenPath('contact'), '/api/metrics']) {
    const [get, head] = [await ask(path), await ask(path, 'HEAD')]
    expect({ path, status: head.status, type: head.headers.get('content-type') }).toEqual({ path, status: get.status, type: get.headers.get('content-type') })
    expect(get.status).toBe(200)
    expect(await head.text()).toBe('')
  }
})

test('on SQLite, with the store gone: the answer says "store unavailable" and nothing of where it was; the log says why', async () => {
  site = await startSite()
  rmSync(site.dataDir, { recursive: true, force: true })
  let response: Response | undefined
  await waitUntil(async () => (response = await ask('/api/health')).status === 503, 5000, 250)
  expect(response?.status).toBe(503)
  const body = await response!.text()
  expect(JSON.parse(body)).toEqual({ ok: false, reason: 'store unavailable' })
  expect(body).not.toContain(site.dataDir)

  await stopAndReadOutput(site)
  const reported = site.logs.filter((entry) => entry.event === 'store_unavailable')
  expect(reported.length).toBeGreaterThan(0)
  expect(reported[0]?.reason).toMatch(/\S/)
})
