import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestUndecoded } from '#api/testing/request-undecoded.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { sendAgainWhileProxyLostIt } from '#lib/forms/send-again.ts'
import { freePort } from '#tools/free-port/free-port.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { clientPause } from './support/client-pause.ts'

const caddyfile = fileURLToPath(new URL('../deploy/Caddyfile', import.meta.url))
const hasCaddy = spawnSync('caddy', ['version']).status === 0
const folder = mkdtempSync(join(tmpdir(), 'senseahead-caddy-'))
let site: StartedSite
/** The app as first started, when a test restarted it: its data folder is removed last. */
let firstSite: StartedSite | undefined
let caddy: ChildProcess
let httpsPort: number
let rootCertificate: string

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request to Caddy over HTTPS, trusting its own certificate authority, from a loopback address of the client's own. */
const viaCaddy = (from: string, path: string, body?: object, extraHeaders: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = body === undefined ? undefined : JSON.stringify(body)
    request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: httpsPort,
        path,
        method: sent ? 'POST' : 'GET',
        localAddress: from,
        ca: rootCertificate,
        headers: { host: `localhost:${httpsPort}`, ...(sent ? { 'content-type': 'application/json' } : {}), ...extraHeaders },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
      .on('error', reject)
      .end(sent)
  })

/** A submission sent to the app itself, past Caddy, with a forwarded-for header of its choosing. */
const straightToApp = async (from: string, claimed: string, body: object) =>
  (
    await requestUndecoded(site.baseUrl, '/api/contact', {
      method: 'POST',
      localAddress: from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': claimed },
      body: JSON.stringify(body),
    })
  ).status

const contact = (message: string) => ({ ...SAMPLE_SUBMISSIONS.contact, message })

beforeAll(async () => {
  if (!hasCaddy) return
  // The app as deploy/senseahead.service runs it, but on a free port and with a small limit.
  site = await startSite({ env: { HTTPS: 'true', TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '3' } })
  httpsPort = await freePort()
  // The committed Caddyfile, with test-only global options first: loopback ports, Caddy's own
  // certificate authority, no admin endpoint, and nothing installed into the system's trust store.
  const config = join(folder, 'Caddyfile')
  writeFileSync(config, `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${await freePort()}\n\thttps_port ${httpsPort}\n}\n\n${readFileSync(caddyfile, 'utf8')}`)
  caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { ...process.env, XDG_DATA_HOME: join(folder, 'data'), XDG_CONFIG_HOME: join(folder, 'config'), SITE_ADDRESS: `localhost:${httpsPort}`, UPSTREAM: `127.0.0.1:${site.port}` },
    stdio: 'ignore',
  })
  const certificate = join(folder, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt')
  if (!(await waitUntil(() => existsSync(certificate), 30_000))) throw new Error('Caddy did not start')
  rootCertificate = readFileSync(certificate, 'utf8')
  await waitUntil(async () => (await viaCaddy('127.0.0.1', '/api/health').catch(() => undefined))?.status === 200, 30_000, 200)
}, 120_000)

afterAll(async () => {
  caddy?.kill('SIGTERM')
  await site?.remove()
  await firstSite?.remove()
  rmSync(folder, { recursive: true, force: true })
})

describe.skipIf(!hasCaddy)('The site behind Caddy, as deploy/ sets it up', () => {
  test('serves pages over HTTPS with Strict-Transport-Security', async () => {
    const home = await viaCaddy('127.0.0.2', '/')
    expect(home.status).toBe(200)
    expect(home.body).toContain('<!DOCTYPE html>')
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })

  test('counts the rate limit per client, not per proxy, and a request past Caddy cannot fake its address', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 4; index += 1) statuses.push((await viaCaddy('127.0.0.3', '/api/contact', contact(`a message through Caddy, number ${index}`))).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    // Another visitor behind the same proxy still gets through.
    expect((await viaCaddy('127.0.0.4', '/api/contact', contact('a message from another visitor'))).status).toBe(201)

    // Straight to the app from the limited address, claiming another: it is counted as itself.
    expect(await straightToApp('127.0.0.3', '203.0.113.9', contact('a message sent past Caddy'))).toBe(429)
    // And a fresh address that claims to be forwarded for the limited one gets its own count.
    expect(await straightToApp('127.0.0.5', '127.0.0.3', contact('a message under a borrowed address'))).toBe(201)
  })

  test('a restart of the app (SIGTERM, then started again on its port) while visitors load pages and send forms fails none of their requests', async () => {
    const VISITORS = 4
    const paths = ['/', '/api/health', '/api/contact']
    const answers: { path: string; status: number | string }[] = []
    let restarted = false
    let answeredAfterRestart = 0
    const visitors = Array.from({ length: VISITORS }, async (_, visitor) => {
      // Bounded: far more requests than the restart needs.
      for (let sent = 0; sent < 2000 && answeredAfterRestart < 4 * VISITORS; sent++) {
        const path = paths[sent % paths.length]!
        const body = path === '/api/contact' ? contact(`Sent during a restart, number ${sent}`) : undefined
        // As the site's forms send it: with an Idempotency-Key, and again after each pause while a proxy answers 502 or 504.
        const key: Record<string, string> = body ? { 'idempotency-key': randomUUID() } : {}
        const send = () => viaCaddy(`127.0.1.${1 + visitor}`, path, body, key).catch((error: Error) => ({ status: error.message }))
        const first = await send()
        const answer = body ? await sendAgainWhileProxyLostIt(first, send, clientPause) : first
        answers.push({ path, status: answer.status })
        if (restarted) answeredAfterRestart++
      }
    })
    expect(await waitUntil(() => answers.length >= 4 * VISITORS, 30_000), 'no request went through Caddy').toBe(true)
    firstSite = site
    expect(await site.stop('SIGTERM')).toEqual({ code: 0, signal: null })
    site = await startSite({ dataDir: firstSite.dataDir, env: { HTTPS: 'true', TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '3', PORT: String(firstSite.port) } })
    restarted = true
    await Promise.all(visitors)
    expect(answeredAfterRestart, 'too few requests after the restart').toBeGreaterThanOrEqual(4 * VISITORS)
    // Pages answer 200; a form is answered by the app itself (stored, or refused by the small rate limit), never 502.
    expect(answers).toEqual(answers.map(({ path, status }) => ({ path, status: path === '/api/contact' && status === 429 ? 429 : path === '/api/contact' ? 201 : 200 })))
  })
})
