import { sql, type Migration } from 'kysely'
import { usesPostgres } from '../uses-postgres.server.ts'

/**
 * Rate limiting moves from per-minute counters in `rate_limits`, one durable write per request, to
 * token buckets: in the server's memory on SQLite, and on PostgreSQL in an UNLOGGED table that the
 * server instances share without a WAL write or fsync per request. `rate_limits` goes on both.
 * `if [not] exists` keeps a store that is already in the target state from failing the migration.
 */
export const createRateLimitBuckets: Migration = {
  async up(db) {
    await db.schema.dropTable('rate_limits').ifExists().execute()
    if (!usesPostgres(db)) return
    await db.schema
      .createTable('rate_limit_buckets')
      .modifyFront(sql`unlogged`)
      .ifNotExists()
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('credits', 'float8', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addColumn('allowed', 'boolean', (column) => column.notNull())
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('rate_limit_buckets').ifExists().execute()
    await db.schema
      .createTable('rate_limits')
      .ifNotExists()
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('window_start', 'integer', (column) => column.notNull())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .execute()
  },
}
