import { Migrator, type Kysely } from 'kysely'
import { MIGRATIONS } from './migrations.server.ts'
import type { Tables } from './tables.server.ts'

/** Brings the database up to date; Kysely's lock makes this safe when several servers start at once. */
export async function migrateToLatest(db: Kysely<Tables>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
}
