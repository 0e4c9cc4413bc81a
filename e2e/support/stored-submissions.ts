import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { SQLITE_FILE_NAME } from '#api/database/open-database.server.ts'
import { SERVED_SITE_ENV } from './served-site-env.ts'

export interface StoredSubmission {
  id: string
  form: string
  email: string
  spam: number
  data: Record<string, unknown>
}

/** The submissions the served site stored for one form, newest last. */
export function storedSubmissions(form: string): StoredSubmission[] {
  const dataDir = process.env[SERVED_SITE_ENV.dataDir]
  if (!dataDir) throw new Error(`${SERVED_SITE_ENV.dataDir} is not set: the browser tests' global setup starts the site and sets it.`)
  const database = new SQLite(join(dataDir, SQLITE_FILE_NAME), { readonly: true })
  try {
    const rows = database.prepare('select id, form, email, spam, data from submissions where form = ? order by created_at').all(form) as (Omit<StoredSubmission, 'data'> & {
      data: string
    })[]
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) }))
  } finally {
    database.close()
  }
}
