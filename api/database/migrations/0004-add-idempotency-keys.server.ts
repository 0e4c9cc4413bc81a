import type { Migration } from 'kysely'

/**
 * The key a browser sends with a submission and again with its retry: unique, so a retried
 * submission is stored once. Submissions sent without one keep NULL, which both stores let repeat.
 */
export const addIdempotencyKeys: Migration = {
  async up(db) {
    await db.schema.alterTable('submissions').addColumn('idempotency_key', 'text').execute()
    await db.schema.createIndex('submissions_idempotency_key').unique().on('submissions').column('idempotency_key').execute()
  },
  async down(db) {
    await db.schema.dropIndex('submissions_idempotency_key').execute()
    await db.schema.alterTable('submissions').dropColumn('idempotency_key').execute()
  },
}
