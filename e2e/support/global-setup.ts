import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { toNodeListener } from 'h3'
import { createServer, type Server } from 'node:http'
import type { TestProject } from 'vitest/node'
import { createSiteApp } from '../../api/app.server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const clientRoot = fileURLToPath(new URL('../../dist/client/', import.meta.url))

let server: Server | undefined

/** Serves the built site on a free loopback port for the browser tests. */
export async function setup(project: TestProject) {
  if (!existsSync(`${clientRoot}404.html`)) throw new Error('No build found: run `npm run build` before the browser tests.')
  server = createServer(toNodeListener(createSiteApp({ clientRoot })))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
}

export async function teardown() {
  await new Promise((resolve) => server?.close(resolve))
}
