import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { SQLITE_TEST_STORE } from '#api/testing/test-stores.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A backup holds whoever was erased after it was made, so none may outlive KEEP_DAYS: the nightly
 * run (at 03:15, up to 15 minutes late) removes every copy that would be KEEP_DAYS old before the
 * next run, and keeps the younger ones.
 */
test.each([
  ['removes a copy KEEP_DAYS old', 14 * DAY_MS, false],
  ['removes a copy that would turn KEEP_DAYS old before the next run', 13 * DAY_MS - 15 * 60 * 1000, false],
  ['keeps a copy a day younger than that', 12 * DAY_MS, true],
  ['keeps last night’s copy', DAY_MS, true],
])(
  'the nightly backup %s',
  async (_, age, kept) => {
    const store = await SQLITE_TEST_STORE.create()
    const backups = mkdtempSync(join(tmpdir(), 'senseahead-retention-'))
    try {
      const copy = join(backups, 'submissions-2026-01-01T031500Z.sqlite')
      writeFileSync(copy, '')
      const made = new Date(Date.now() - age)
      utimesSync(copy, made, made)
      const result = spawnSync('sh', [join(root, 'deploy', 'backup-nightly.sh')], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: store.location.dataDir, DATABASE_URL: '', BACKUP_DIR: backups, KEEP_DAYS: '14' },
      })
      expect(result.status, result.stderr).toBe(0)
      expect(existsSync(copy)).toBe(kept)
    } finally {
      await store.remove()
      rmSync(backups, { recursive: true, force: true })
    }
  },
  60_000,
)
