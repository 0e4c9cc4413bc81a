import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { inject } from 'vitest'
import { SQLITE_FILE_NAME } from '../../api/database/open-database.server.ts'

export interface StoredSubmission {
  id: string
  form: string
  email: string
  spam: number
  data: Record<string, unknown>
}

/** The submissions the served site stored for one form, newest last. */
export function storedSubmissions(form: string): StoredSubmission[] {
  const database = new SQLite(join(inject('dataDir'), SQLITE_FILE_NAME), { readonly: true })
  try {
    const rows = database.prepare('select id, form, email, spam, data from submissions where form = ? order by created_at').all(form) as (Omit<StoredSubmission, 'data'> & {
      data: string
    })[]
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) }))
  } finally {
    database.close()
  }
}
