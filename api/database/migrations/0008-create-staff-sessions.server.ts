import type { Migration } from 'kysely'

/**
 * The staff console's sign-ins. Only a SHA-256 hash of each session id and each one-time sign-in
 * token is kept, so a copy of the store lets nobody sign in. A session names the person it is for
 * ("email:…" or "github:…"), checked against the configured lists at every request. Expired rows
 * go in the hourly maintenance, by the indexes on their expiry.
 */
export const createStaffSessions: Migration = {
  async up(db) {
    await db.schema
      .createTable('staff_sessions')
      .addColumn('id_hash', 'text', (column) => column.primaryKey())
      .addColumn('person', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_seen_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('staff_sessions_expires_at').on('staff_sessions').column('expires_at').execute()
    await db.schema
      .createTable('staff_sign_in_links')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('staff_sign_in_links_expires_at').on('staff_sign_in_links').column('expires_at').execute()
  },
  async down(db) {
    await db.schema.dropTable('staff_sign_in_links').execute()
    await db.schema.dropTable('staff_sessions').execute()
  },
}
