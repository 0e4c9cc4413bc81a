import { expect } from 'vitest'
import type { StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { requestsInProgress } from './requests-in-progress.ts'

/**
 * Asserts that the server outlived what was just done to it: it has finished with every request
 * sent before (its metrics count none in progress: each was answered, or its connection closed, so
 * whatever the server does when a request ends, on a closed socket included, has run), it is still
 * running, and it answers its health check.
 */
export async function expectStillServing(site: StartedSite): Promise<void> {
  // A failed read of the metrics is a server going down: the next turn finds it exited.
  const finished = await waitUntil(async () => !site.alive() || (await requestsInProgress(site).catch(() => undefined)) === 0, 5000)
  expect(site.alive(), `the server exited:\n${site.stderr.slice(-20).join('\n')}`).toBe(true)
  expect(finished, `the server still has ${await requestsInProgress(site)} requests in hand`).toBe(true)
  const response = await fetch(`${site.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ ok: true })
}
