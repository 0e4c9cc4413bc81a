import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { toNodeListener } from 'h3'
import { createServer, type Server } from 'node:http'
import type { TestProject } from 'vitest/node'
import type { Kysely } from 'kysely'
import { createSiteApp } from '../../api/app.server.ts'
import { migrateToLatest } from '../../api/database/migrate-to-latest.server.ts'
import { openDatabase } from '../../api/database/open-database.server.ts'
import type { Tables } from '../../api/database/tables.server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The folder of the served site's SQLite store, so tests can see what a form stored. */
    dataDir: string
  }
}

const clientRoot = fileURLToPath(new URL('../../dist/client/', import.meta.url))

let server: Server | undefined
let db: Kysely<Tables> | undefined
let dataDir: string | undefined

/** Serves the built site, with a fresh store of its own, on a free loopback port for the browser tests. */
export async function setup(project: TestProject) {
  if (!existsSync(`${clientRoot}404.html`)) throw new Error('No build found: run `npm run build` before the browser tests.')
  dataDir = mkdtempSync(join(tmpdir(), 'senseahead-e2e-'))
  db = openDatabase({ dataDir })
  await migrateToLatest(db)
  // Tests fill forms faster than people and send many: neither should count against them here.
  const config = { rateLimitPerMinute: 10_000, trustProxyHops: 0, minFillTimeMs: 0, https: false, notify: false }
  server = createServer(toNodeListener(createSiteApp({ clientRoot, db, config })))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
  project.provide('dataDir', dataDir)
}

export async function teardown() {
  await new Promise((resolve) => server?.close(resolve))
  await db?.destroy()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
