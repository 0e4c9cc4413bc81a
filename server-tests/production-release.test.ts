import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { RELEASE_FILES } from '#tools/release/release-files.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const release = mkdtempSync(join(tmpdir(), 'senseahead-release-'))
const dataDir = mkdtempSync(join(tmpdir(), 'senseahead-release-data-'))
let mirror: Server | undefined
let site: StartedSite | undefined

afterAll(async () => {
  await site?.remove()
  await new Promise((resolve) => (mirror ? mirror.close(resolve) : resolve(undefined)))
  for (const folder of [release, dataDir]) rmSync(folder, { recursive: true, force: true })
})

/**
 * better-sqlite3 installs its compiled binary from GitHub, which an operator's server reaches and
 * this machine may not: the test serves the project's own binary, packed as a prebuilt release,
 * on loopback, where the install asks for it (its documented mirror setting).
 */
async function betterSqliteMirror(): Promise<string> {
  const tarball = execFileSync('tar', ['-cz', '-C', join(root, 'node_modules', 'better-sqlite3'), 'build/Release/better_sqlite3.node'], { maxBuffer: 256 * 1024 * 1024 })
  mirror = createServer((_, response) => response.writeHead(200, { 'content-type': 'application/gzip' }).end(tarball))
  await new Promise<void>((resolve) => mirror!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(mirror.address() as { port: number }).port}`
}

/** The operators' guide's way (docs/operators.md, Running in production): the release's files in a fresh folder, `npm ci --omit=dev` there, then the server as the systemd unit runs it. */
test('a built release, installed with npm ci --omit=dev in a fresh folder, holds at most 200 packages, starts with node alone and stores a form', async () => {
  for (const path of RELEASE_FILES) cpSync(join(root, path), join(release, path), { recursive: true })
  // Not spawnSync: the mirror answers from this process while npm runs.
  await promisify(execFile)('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: release,
    env: { ...process.env, NODE_ENV: 'production', npm_config_better_sqlite3_binary_host: await betterSqliteMirror() },
  })

  const installed = spawnSync('npm', ['ls', '--all', '--parseable', '--omit=dev'], { cwd: release, encoding: 'utf8' })
  const packages = new Set(installed.stdout.trim().split('\n').slice(1))
  expect(packages.size).toBeGreaterThan(0)
  expect(packages.size).toBeLessThanOrEqual(200)
  // What builds the site stays behind: the server is compiled, and runs without a TypeScript loader.
  for (const buildOnly of ['tsx', 'vite', 'vike', 'sharp', 'pagefind', 'react', 'typescript']) expect(existsSync(join(release, 'node_modules', buildOnly)), buildOnly).toBe(false)

  site = await startSite({ folder: release, dataDir, timeoutMs: 120_000 })
  const { token } = (await (await fetch(`${site.baseUrl}${formTokenPath('contact')}`)).json()) as { token: string }
  const sent = await fetch(`${site.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, [SPAM_SIGNALS.formToken]: token }),
  })
  expect(sent.status, await sent.clone().text()).toBe(201)
  const { id } = (await sent.json()) as { id: string }

  // The operators' commands are compiled too, and read the store the server wrote.
  const listed = spawnSync(process.execPath, ['dist/server/submissions.js', 'export', '--format', 'json', '--include-spam'], {
    cwd: release,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
  })
  expect(listed.status, listed.stderr).toBe(0)
  expect(listed.stdout).toContain(id)
}, 900_000)
