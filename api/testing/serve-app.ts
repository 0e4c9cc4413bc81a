import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toNodeListener, type App } from 'h3'

/** Serves an app on a free loopback port; resolves with its base address and a way to stop it. */
export async function serveApp(app: App): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createServer(toNodeListener(app))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}
