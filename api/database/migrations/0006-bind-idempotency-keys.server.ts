import type { Migration } from 'kysely'

/**
 * What an idempotency key was first sent with, besides its form: a hash of the submission's
 * answers. A key sent again with other answers is refused instead of answered as a retry. Rows
 * stored before keep NULL.
 */
export const bindIdempotencyKeys: Migration = {
  async up(db) {
    await db.schema.alterTable('submissions').addColumn('idempotency_fingerprint', 'text').execute()
  },
  async down(db) {
    await db.schema.alterTable('submissions').dropColumn('idempotency_fingerprint').execute()
  },
}
