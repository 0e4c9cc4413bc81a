import { expect } from 'vitest'
import type { StartedSite } from '../../tools/start-site/start-site.ts'

/**
 * Asserts that the server outlived what was just done to it: still running after a moment (a
 * crash from an error thrown later, on a timer or a closed socket, shows by then) and still
 * answering its health check.
 */
export async function expectStillServing(site: StartedSite): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(site.alive(), `the server exited:\n${site.stderr.slice(-20).join('\n')}`).toBe(true)
  const response = await fetch(`${site.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ ok: true })
}
