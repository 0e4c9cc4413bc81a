import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterAll, expect, test } from 'vitest'
import { SQLITE_FILE_NAME } from '#api/database/open-database.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { PROMPT_STOP_ENV, startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { builtCommandPath } from '#tools/build-freshness/built-server-path.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const run = promisify(execFile)
const folder = mkdtempSync(join(tmpdir(), 'senseahead-backup-'))
const sites: StartedSite[] = []

afterAll(async () => {
  for (const site of sites) await site.remove()
  rmSync(folder, { recursive: true, force: true })
})

/** The submissions command as an operator runs it on a production install, on the store in `dataDir`. */
const submissions = (dataDir: string, ...args: string[]) =>
  run(process.execPath, [builtCommandPath(root, 'submissions'), ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })

const start = async (dataDir: string) => {
  const site = await startSite({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '1000000', ...PROMPT_STOP_ENV } })
  sites.push(site)
  return site
}

const idsIn = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return { ids: new Set(db.prepare('select id from submissions').pluck().all() as string[]), check: db.pragma('integrity_check', { simple: true }) }
  } finally {
    db.close()
  }
}

test('a backup taken while submissions keep coming holds every one acknowledged before it began, and a restored store serves the same rows', async () => {
  const dataDir = join(folder, 'live')
  const site = await start(dataDir)
  const acknowledged: { id: string; at: number }[] = []
  let stop = false
  let sent = 0
  // Senders keep the store busy through the whole backup (bounded, on loopback).
  const senders = Array.from({ length: 6 }, async () => {
    while (!stop && sent < 5_000) {
      sent += 1
      const response = await fetch(`${site.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, message: `backup test ${sent}` }),
      })
      if (response.status === 201) acknowledged.push({ id: ((await response.json()) as { id: string }).id, at: Date.now() })
    }
  })
  expect(await waitUntil(() => acknowledged.length >= 200, 60_000), 'the senders were never answered').toBe(true)

  const copy = join(folder, 'copy.sqlite')
  const began = Date.now()
  const backup = await submissions(dataDir, 'backup', '--output', copy)
  const sentDuringBackup = acknowledged.filter((each) => each.at > began).length
  stop = true
  await Promise.all(senders)

  expect(backup.stdout).toMatch(/passed its integrity check/)
  const { ids, check } = idsIn(copy)
  expect(check).toBe('ok')
  const before = acknowledged.filter((each) => each.at < began)
  expect(before.filter((each) => !ids.has(each.id))).toEqual([])
  expect(sentDuringBackup, 'the store was written to while the backup ran').toBeGreaterThan(0)

  await site.stop('SIGTERM')
  const restoredDir = join(folder, 'restored')
  mkdirSync(restoredDir)
  await submissions(restoredDir, 'restore', '--input', copy)
  const restored = await start(restoredDir)
  const health = await fetch(`${restored.baseUrl}/api/health`)
  expect(health.status).toBe(200)
  const exported = JSON.parse((await submissions(restoredDir, 'export', '--format', 'json', '--include-spam')).stdout) as { id: string }[]
  expect(new Set(exported.map((row) => row.id))).toEqual(ids)
}, 180_000)

test('a backup never overwrites a file, and restore refuses a file that is not a store', async () => {
  const dataDir = join(folder, 'small')
  const site = await start(dataDir)
  await site.stop('SIGTERM')
  const copy = join(folder, 'small-copy.sqlite')
  await submissions(dataDir, 'backup', '--output', copy)
  await expect(submissions(dataDir, 'backup', '--output', copy)).rejects.toMatchObject({ stderr: expect.stringContaining('exists already') })
  const notAStore = join(folder, 'notes.txt')
  await run('sh', ['-c', `echo hello > ${JSON.stringify(notAStore)}`])
  await expect(submissions(dataDir, 'restore', '--input', notAStore)).rejects.toMatchObject({ code: 1 })
  expect(idsIn(join(dataDir, SQLITE_FILE_NAME)).check).toBe('ok')
}, 120_000)
