/** Checks `condition` every `intervalMs` until it holds (true) or `timeoutMs` passed (false). */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, intervalMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  return condition()
}
