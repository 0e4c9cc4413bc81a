import { existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { SQLITE_FILE_NAME } from './open-database.server.ts'

/**
 * Puts a backup back as the SQLite store, with the server stopped: the backup is checked first,
 * written beside the store and then moved over it, so a failure leaves the old store as it was.
 * The old store's write-ahead log goes with it; it belongs to the file being replaced.
 */
export async function restoreSqliteStore(input: string, dataDir: string): Promise<void> {
  if (!existsSync(input)) throw new Error(`There is no backup at ${input}.`)
  const backup = new Database(input, { readonly: true, fileMustExist: true })
  const file = join(dataDir, SQLITE_FILE_NAME)
  const incoming = `${file}.restoring`
  try {
    const [check] = backup.pragma('integrity_check') as { integrity_check: string }[]
    if (check?.integrity_check !== 'ok') throw new Error(`${input} is not a sound SQLite store: ${check?.integrity_check}`)
    rmSync(incoming, { force: true })
    await backup.backup(incoming)
  } finally {
    backup.close()
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
  renameSync(incoming, file)
}
