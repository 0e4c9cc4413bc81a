import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore } from '#api/testing/test-stores.ts'
import { postgresBin } from '#tools/temporary-postgres/postgres-bin.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { builtCommandPath } from '#tools/build-freshness/built-server-path.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const run = promisify(execFile)
const postgres = TEST_STORE_KINDS.find((kind) => kind.name === 'PostgreSQL')
const folder = mkdtempSync(join(tmpdir(), 'senseahead-pg-backup-'))
const stores: TestStore[] = []
const sites: StartedSite[] = []

afterAll(async () => {
  for (const site of sites) await site.remove()
  for (const store of stores) await store.remove()
  rmSync(folder, { recursive: true, force: true })
})

const serve = async (store: TestStore) => {
  const site = await startSite({ dataDir: store.location.dataDir, env: { DATABASE_URL: store.location.databaseUrl!, RATE_LIMIT_PER_MINUTE: '1000000' } })
  sites.push(site)
  return site
}
const exportedIds = async (store: TestStore) => {
  const { stdout } = await run(process.execPath, [builtCommandPath(root, 'submissions'), 'export', '--format', 'json', '--include-spam'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: store.location.databaseUrl! },
  })
  return new Set((JSON.parse(stdout) as { id: string }[]).map((row) => row.id))
}

// The operators' guide's commands for a PostgreSQL store (docs/operators.md, Backups), run as written there.
test.skipIf(!postgres)(
  "pg_dump and pg_restore, as the operators' guide gives them, bring back every submission and a store that serves",
  async () => {
    const original = await postgres!.create()
    stores.push(original)
    const site = await serve(original)
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(`${site.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, message: `pg backup ${index}` }),
      })
      expect(response.status).toBe(201)
    }
    const dump = join(folder, 'senseahead.dump')
    const bin = postgresBin()!
    await run(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, original.location.databaseUrl!])

    // Into a second store, set up as a server leaves it: --clean replaces what it holds.
    const restored = await postgres!.create()
    stores.push(restored)
    await run(join(bin, 'pg_restore'), ['--clean', '--if-exists', '--no-owner', `--dbname=${restored.location.databaseUrl!}`, dump])

    expect(await exportedIds(restored)).toEqual(await exportedIds(original))
    const again = await serve(restored)
    expect((await fetch(`${again.baseUrl}/api/health`)).status).toBe(200)
  },
  180_000,
)
