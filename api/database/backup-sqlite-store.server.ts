import { existsSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { SQLITE_FILE_NAME } from './open-database.server.ts'

/**
 * A consistent copy of the SQLite store while the server keeps writing, with SQLite's online
 * backup API. All pages are copied in one step, inside one read transaction of the write-ahead
 * log: a write committed meanwhile can neither tear the copy nor make it start over, and every
 * submission committed (so acknowledged) before the backup began is in it.
 */
export async function backupSqliteStore(dataDir: string, output: string): Promise<{ pages: number }> {
  const file = join(dataDir, SQLITE_FILE_NAME)
  if (!existsSync(file)) throw new Error(`There is no store at ${file}: check DATA_DIR.`)
  if (existsSync(output)) throw new Error(`${output} exists already: choose a new file name, so that no backup is overwritten.`)
  const source = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const { totalPages } = await source.backup(output, { progress: ({ totalPages: pages }) => pages })
    const copy = new Database(output, { readonly: true })
    try {
      const [check] = copy.pragma('integrity_check') as { integrity_check: string }[]
      if (check?.integrity_check !== 'ok') throw new Error(`The copy in ${output} failed its integrity check: ${check?.integrity_check}`)
    } finally {
      copy.close()
    }
    return { pages: totalPages }
  } finally {
    source.close()
  }
}
