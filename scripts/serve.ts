/**
 * The server: serves the build until SIGTERM or SIGINT, which drain the requests in flight before
 * it exits. The build compiles this file into dist/server/serve.js, which production runs with
 * `node` alone (deploy/senseahead.service); `npm start` runs that too, after building when needed
 * (scripts/start.ts). It never builds: without a build, or with one made from other sources than
 * the ones beside it, it stops at once with one line saying what to run.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { toNodeListener } from 'h3'
import { readEnv, type Env } from '#api/env.server.ts'
import { log } from '#api/log.server.ts'
import { openSiteServer } from '#api/open-site-server.server.ts'
import type { ServerContent } from '#api/server-content.server.ts'
import { createHttpServer } from '#api/http/create-http-server.server.ts'
import { listen } from '#api/http/listen.server.ts'
import { stopOnSignals } from '#api/http/stop-on-signals.server.ts'
import { surviveStrayErrors } from '#api/http/survive-stray-errors.server.ts'
import { buildProblem, buildState } from '#tools/build-freshness/build-state.ts'
import { builtServerContentPath } from '#tools/build-freshness/built-server-path.ts'
import { projectFolder } from '#tools/build-freshness/project-folder.ts'

const root = projectFolder(import.meta.url)

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

const problem = buildProblem(root, buildState(root))
if (problem) stopStarting(problem)

const content = JSON.parse(readFileSync(builtServerContentPath(root), 'utf8')) as ServerContent
const site = await openSiteServer(env, { clientRoot: `${join(root, 'dist', 'client')}/`, content }).catch((error: Error) =>
  stopStarting(`The server could not start. ${error.message}`),
)
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
