import { waitUntil } from '../wait-until/wait-until.ts'

/** Resolves once `ready` resolves true, trying every 250 ms; fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  if (!(await waitUntil(() => ready().catch(() => false), timeoutMs, 250))) throw new Error(`${what} did not start within ${timeoutMs} ms`)
}
