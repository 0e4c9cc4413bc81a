import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { SQLITE_FILE_NAME } from '#api/database/open-database.server.ts'
import { SERVED_SITE_ENV } from './served-site-env.ts'

/** Makes the served site's submissions from `email` look received `days` days ago, as only time could otherwise. */
export function ageSubmission(email: string, days: number): void {
  const database = new SQLite(join(process.env[SERVED_SITE_ENV.dataDir]!, SQLITE_FILE_NAME))
  try {
    database.prepare('update submissions set created_at = ? where email = ?').run(new Date(Date.now() - days * 86_400_000).toISOString(), email)
  } finally {
    database.close()
  }
}
