/**
 * The site's API as a process of its own, for tests that must kill a real server: configured by the
 * environment like `npm start`, listening on 127.0.0.1 (PORT=0 for any free port), and announcing
 * its port in the `server_started` log line.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toNodeListener } from 'h3'
import { readEnv } from '../env.server.ts'
import { log } from '../log.server.ts'
import { openSiteServer } from '../open-site-server.server.ts'

const env = readEnv()
const site = await openSiteServer(env)
const server = createServer(toNodeListener(site.app))
server.listen(env.PORT, '127.0.0.1', () => log('info', 'server_started', { port: (server.address() as AddressInfo).port }))
process.once('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
  void site.close().then(() => process.exit(0))
})
