import { Migrator, type Kysely, type Migration } from 'kysely'
import { createTables } from './migrations/0001-create-tables.server.ts'
import type { Tables } from './tables.server.ts'

/** In order: a new migration gets the next number and is never changed once released. */
const migrations: Record<string, Migration> = {
  '0001-create-tables': createTables,
}

/** Brings the database up to date; Kysely's lock makes this safe when several servers start at once. */
export async function migrateToLatest(db: Kysely<Tables>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
}
