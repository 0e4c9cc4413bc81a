/** Resolves once `ready` resolves true, trying every 250 ms; fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`)
}
