/** `npm start`: builds the site when there is no build yet or its sources changed since, then serves it. */
import { spawnSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { toNodeListener } from 'h3'
import { listen } from 'listhen'
import { readEnv } from '../api/env.server.ts'
import { log } from '../api/log.server.ts'
import { openSiteServer } from '../api/open-site-server.server.ts'
import { newestSourceChange } from './support/newest-source-change.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))

let env
try {
  env = readEnv()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const builtAt = statSync(`${clientRoot}404.html`, { throwIfNoEntry: false })?.mtimeMs
if (builtAt === undefined || newestSourceChange(root) > builtAt) {
  console.log(builtAt === undefined ? 'No build found: building the site first.' : 'The site changed since the last build: building it again.')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { app } = await openSiteServer(env, clientRoot)
await listen(toNodeListener(app), { port: env.PORT, hostname: env.HOST, showURL: true, qr: false, open: false, tunnel: false })
log('info', 'server_started', { port: env.PORT, host: env.HOST })
