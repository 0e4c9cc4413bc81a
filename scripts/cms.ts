/**
 * `npm run cms`: the content editor on this working copy, without an account. Starts the dev
 * server and Decap's local backend on loopback; open the address it prints. PORT (3000) and
 * DECAP_SERVER_PORT (8081) choose the ports.
 */
import { startCms } from '#tools/cms/start-cms.ts'

const port = Number(process.env.PORT || 3000)
const backendPort = Number(process.env.DECAP_SERVER_PORT || 8081)
const cms = await startCms({ repoDir: process.cwd(), port, backendPort, output: 'inherit' })
console.log(`\nThe content editor is at ${cms.url}: saving there changes the files in content/ and public/ of this folder.\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cms.stop().then(() => process.exit(0)))
}
