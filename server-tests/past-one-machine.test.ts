import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { requestUndecoded } from '#api/testing/request-undecoded.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore } from '#api/testing/test-stores.ts'
import { CHROMIUM_FLAGS } from '#tools/chromium/chromium-flags.ts'
import { chromiumPath } from '#tools/chromium/chromium-path.ts'
import { freePort } from '#tools/free-port/free-port.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/**
 * The site past one machine: the prerendered pages on a plain static server (Caddy's file server),
 * built with API_ORIGIN naming the API, which runs as two instances behind Caddy's load balancer
 * (deploy/api-instances.Caddyfile) on one PostgreSQL database.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
const postgres = TEST_STORE_KINDS.find((kind) => kind.name === 'PostgreSQL')
const ready = Boolean(postgres) && spawnSync('caddy', ['version']).status === 0 && Boolean(chromiumPath())
const LIMIT = 20
const folder = mkdtempSync(join(tmpdir(), 'senseahead-two-machines-'))
let store: TestStore
let instances: StartedSite[] = []
let caddy: ChildProcess
let browser: Browser
let pagesOrigin: string
let apiPort: number

/** A submission through the load balancer from a loopback address of the client's own. */
const submitFrom = async (from: string, message: string) =>
  (
    await requestUndecoded(`http://127.0.0.1:${apiPort}`, '/api/contact', {
      method: 'POST',
      localAddress: from,
      headers: { 'content-type': 'application/json', origin: pagesOrigin },
      body: JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, message }),
    })
  ).status

beforeAll(async () => {
  if (!ready) return
  const [staticPort, balancerPort] = [await freePort(), await freePort()]
  apiPort = balancerPort
  pagesOrigin = `http://127.0.0.1:${staticPort}`

  // The pages, built from a copy of the sources with API_ORIGIN set (the repository's build stays as it is).
  const source = join(folder, 'source')
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(source, file)), { recursive: true })
    cpSync(join(root, file), join(source, file))
  }
  symlinkSync(join(root, 'node_modules'), join(source, 'node_modules'))
  execFileSync(process.execPath, [join(root, 'node_modules/vike/bin.js'), 'build'], {
    cwd: source,
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${apiPort}`, NODE_ENV: 'production', CONTENT_DIR: '' },
    stdio: 'ignore',
  })

  store = await postgres!.create()
  const env = { DATABASE_URL: store.location.databaseUrl!, ALLOWED_ORIGINS: pagesOrigin, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: String(LIMIT), MIN_FILL_SECONDS: '0' }
  instances = await Promise.all([startSite({ env }), startSite({ env })])

  // The pages on Caddy's file server; the API behind the committed load balancer's Caddyfile, with
  // test-only global options first.
  const config = join(folder, 'Caddyfile')
  writeFileSync(
    config,
    `{\n\tadmin off\n\tauto_https off\n}\n\n` +
      `http://127.0.0.1:${staticPort} {\n\troot * ${join(source, 'dist', 'client')}\n\tfile_server\n}\n\n` +
      readFileSync(join(root, 'deploy', 'api-instances.Caddyfile'), 'utf8'),
  )
  caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      XDG_DATA_HOME: join(folder, 'data'),
      XDG_CONFIG_HOME: join(folder, 'config'),
      API_ADDRESS: `http://127.0.0.1:${apiPort}`,
      UPSTREAMS: instances.map((site) => `127.0.0.1:${site.port}`).join(' '),
    },
    stdio: 'ignore',
  })
  await waitUntil(async () => (await fetch(`http://127.0.0.1:${apiPort}/api/health`).catch(() => undefined))?.status === 200, 30_000, 200)
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  caddy?.kill('SIGTERM')
  for (const site of instances) await site.remove()
  await store?.remove()
  rmSync(folder, { recursive: true, force: true })
})

test.skipIf(!ready)('the rate limit is shared by the instances behind the load balancer', async () => {
  const statuses: number[] = []
  for (let index = 0; index < LIMIT + 5; index += 1) statuses.push(await submitFrom('127.0.0.2', `one client, submission number ${index}`))
  expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT)
  expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429))
})

test.skipIf(!ready)(
  'forms on the static pages post to the API; with one instance killed mid-run every acknowledged submission is stored once',
  async () => {
    // With less motion asked for, the home page neither plays its video nor glides to the form: this
    // test is about where the form's submissions go, and each load costs a third of the CPU.
    const page = await browser.newPage({ reducedMotion: 'reduce' })
    const acknowledged: string[] = []
    for (let index = 0; index < 10; index += 1) {
      if (index === 4) instances[0]!.process.kill('SIGKILL')
      const message = `a message from the static pages, number ${index}`
      await page.goto(`${pagesOrigin}/contact/`)
      const form = page.getByRole('form', { name: 'Contact form' })
      await form.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace')
      await form.getByRole('textbox', { name: /Email/ }).fill('ada@example.org')
      await form.getByRole('combobox', { name: /Subject/ }).selectOption('partnership')
      await form.getByRole('textbox', { name: /Message/ }).fill(message)
      await form.getByRole('button', { name: 'Send Message' }).click()
      // The form's own confirmation stays until the form is changed again, unlike its 5-second toast;
      // a failure it shows instead is what the visitor read.
      const sent = form.getByRole('status').getByText('Message Sent')
      const failed = form.getByRole('alert').locator('p')
      await sent.or(failed).waitFor({ timeout: 20_000 })
      expect(await failed.allInnerTexts(), `what the form said of message ${index}`).toEqual([])
      acknowledged.push(message)
    }
    const rows = await sql<{ message: string }>`select data::json->>'message' as message from submissions where form = 'contact'`.execute(store.db)
    const stored = rows.rows.map((row) => row.message).filter((message) => message.startsWith('a message from the static pages'))
    expect(stored.toSorted()).toEqual(acknowledged.toSorted())
  },
  240_000,
)
