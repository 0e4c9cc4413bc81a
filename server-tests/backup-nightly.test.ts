import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { SQLITE_TEST_STORE } from '#api/testing/test-stores.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const DAY_MS = 24 * 60 * 60 * 1000

/** deploy/backup-nightly.sh runs the compiled submissions command, as production has it: on the build. */
describe('The nightly backup script', () => {
  const folders: string[] = []
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

  test('writes one dated copy of the store and removes only its own copies older than KEEP_DAYS', async () => {
    const store = await SQLITE_TEST_STORE.create()
    const backups = mkdtempSync(join(tmpdir(), 'senseahead-backups-'))
    folders.push(backups)
    const old = join(backups, 'submissions-2020-01-01T000000Z.sqlite')
    const recent = join(backups, 'submissions-2026-01-01T000000Z.sqlite')
    const unrelated = join(backups, 'notes.txt')
    for (const file of [old, recent, unrelated]) writeFileSync(file, '')
    const days = (count: number) => new Date(Date.now() - count * 86_400_000)
    utimesSync(old, days(30), days(30))
    utimesSync(unrelated, days(30), days(30))
    try {
      const result = spawnSync('sh', [join(root, 'deploy', 'backup-nightly.sh')], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: store.location.dataDir, DATABASE_URL: '', BACKUP_DIR: backups, KEEP_DAYS: '14' },
      })
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)
    } finally {
      await store.remove()
    }
    const files = readdirSync(backups)
    expect(files.filter((file) => /^submissions-\d{4}-\d{2}-\d{2}T\d{6}Z\.sqlite$/.test(file))).toHaveLength(2)
    expect(existsSync(old)).toBe(false)
    expect(existsSync(recent)).toBe(true)
    expect(existsSync(unrelated)).toBe(true)
  }, 60_000)

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
    '%s',
    async (_, age, kept) => {
      const store = await SQLITE_TEST_STORE.create()
      const backups = mkdtempSync(join(tmpdir(), 'senseahead-retention-'))
      folders.push(backups)
      const copy = join(backups, 'submissions-2026-01-01T031500Z.sqlite')
      writeFileSync(copy, '')
      const made = new Date(Date.now() - age)
      utimesSync(copy, made, made)
      try {
        const result = spawnSync('sh', [join(root, 'deploy', 'backup-nightly.sh')], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: store.location.dataDir, DATABASE_URL: '', BACKUP_DIR: backups, KEEP_DAYS: '14' },
        })
        expect(result.status, result.stderr).toBe(0)
      } finally {
        await store.remove()
      }
      expect(existsSync(copy)).toBe(kept)
    },
    60_000,
  )
})
