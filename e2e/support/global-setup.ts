import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startSite, type StartedSite } from '../../tools/start-site/start-site.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The folder of the served site's SQLite store, so tests can see what a form stored. */
    dataDir: string
  }
}

const clientRoot = fileURLToPath(new URL('../../dist/client/', import.meta.url))

let site: StartedSite | undefined

/**
 * Serves the built site to the browser tests as `npm start` runs it (its own process, on a free
 * loopback port, with a fresh store of its own), so they see what visitors get.
 */
export async function setup(project: TestProject) {
  if (!existsSync(`${clientRoot}404.html`)) throw new Error('No build found: run `npm run build` before the browser tests.')
  // Tests fill forms faster than people and send many: neither should count against them here.
  site = await startSite({ env: { RATE_LIMIT_PER_MINUTE: '1000000', MIN_FILL_SECONDS: '0' } })
  project.provide('baseUrl', site.baseUrl)
  project.provide('dataDir', site.dataDir)
}

export async function teardown() {
  // SIGTERM first, as a deploy would: the store is closed properly before its folder goes.
  await site?.stop('SIGTERM')
  await site?.remove()
}
