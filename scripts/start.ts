/** `npm start`: builds the site when there is no build yet, then serves it. */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { toNodeListener } from 'h3'
import { listen } from 'listhen'
import { readEnv } from '../api/env.server.ts'
import { log } from '../api/log.server.ts'
import { openSiteServer } from '../api/open-site-server.server.ts'

const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))

let env
try {
  env = readEnv()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

if (!existsSync(`${clientRoot}404.html`)) {
  console.log('No build found: building the site first.')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { app } = await openSiteServer(env, clientRoot)
await listen(toNodeListener(app), { port: env.PORT, hostname: env.HOST, showURL: true, qr: false, open: false, tunnel: false })
log('info', 'server_started', { port: env.PORT, host: env.HOST })
