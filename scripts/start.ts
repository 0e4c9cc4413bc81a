/**
 * `npm start`: builds the site when there is no build yet or its sources changed since, then
 * serves it until SIGTERM or SIGINT, which drain the requests in flight before it exits.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { toNodeListener } from 'h3'
import { readEnv, type Env } from '#api/env.server.ts'
import { log } from '#api/log.server.ts'
import { openSiteServer } from '#api/open-site-server.server.ts'
import { createHttpServer } from '#api/serve/create-http-server.server.ts'
import { listen } from '#api/serve/listen.server.ts'
import { stopOnSignals } from '#api/serve/stop-on-signals.server.ts'
import { surviveStrayErrors } from '#api/serve/survive-stray-errors.server.ts'
import { buildIsCurrent } from '#tools/build-freshness/build-is-current.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))

/** A start that cannot go on says why in one line, without a stack trace. */
function stopStarting(message: string): never {
  console.error(message)
  process.exit(1)
}

let env: Env
try {
  env = readEnv()
} catch (error) {
  stopStarting((error as Error).message)
}

if (!buildIsCurrent(root)) {
  console.log(existsSync(`${clientRoot}404.html`) ? 'The site changed since the last build: building it again.' : 'No build found: building the site first.')
  // Whatever NODE_ENV the server runs with, the pages it serves are the production build.
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const site = await openSiteServer(env, clientRoot).catch((error: Error) => stopStarting(`The server could not start. ${error.message}`))
const server = createHttpServer(
  toNodeListener(site.app),
  {
    headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    maxConnections: env.MAX_CONNECTIONS,
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
  },
  env.TRUST_PROXY,
)
const port = await listen(server, env.PORT, env.HOST).catch(async (error: Error) => {
  await site.close()
  return stopStarting(error.message)
})
surviveStrayErrors()
stopOnSignals(server, { graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000, close: site.close })
const shownHost = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
log('info', 'server_started', { port, host: env.HOST, url: `http://${shownHost === '0.0.0.0' ? 'localhost' : shownHost}:${port}/` })
