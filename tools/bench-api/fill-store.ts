import { sql } from 'kysely'
import { STORE_DEADLINES } from '#api/database/store-deadlines.server.ts'
import type { Store } from '#api/database/store.server.ts'
import { generatedSubmissions } from './generated-submissions.ts'

/** Rows per transaction: few enough parameters for SQLite (32,766) and PostgreSQL (65,535) alike. */
const BATCH_SIZE = 1000

/**
 * Writes `count` generated sign-ups (see generatedSubmissions) straight into a migrated, empty
 * store, a thousand to a transaction: what is measured is reading them, not posting them. On
 * PostgreSQL the table is then vacuumed and its statistics brought up to date, as its autovacuum
 * would have done while they arrived over the years; SQLite keeps no statistics unless told to,
 * and the server does not tell it to.
 */
export async function fillStore(store: Pick<Store, 'db' | 'transaction'>, count: number, postgres: boolean): Promise<void> {
  for (const batch of generatedSubmissions(count, BATCH_SIZE)) {
    await store.transaction([store.db.insertInto('submissions').values(batch).compile()], STORE_DEADLINES.statementMs)
  }
  if (postgres) await sql`vacuum analyze submissions`.execute(store.db)
}
