import type { StartedSite } from '#tools/start-site/start-site.ts'

/**
 * Stops the server (SIGTERM) and resolves once both of its pipes are drained: from then on
 * `site.logs` and `site.stderr` hold everything it ever wrote, so a test can check that something
 * was never written without waiting for it.
 */
export async function stopAndReadOutput(site: StartedSite): Promise<void> {
  const drained = new Promise<void>((resolve) => {
    if (site.process.stdout?.readableEnded && site.process.stderr?.readableEnded) resolve()
    else site.process.once('close', () => resolve())
  })
  await site.stop()
  await drained
}
