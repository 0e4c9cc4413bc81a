import type { Migration } from 'kysely'

/**
 * Secrets the server makes for itself on first start (the key that signs form tokens), kept in the
 * store so that they survive restarts and every instance on one database shares them.
 */
export const createSiteSecrets: Migration = {
  async up(db) {
    await db.schema
      .createTable('site_secrets')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('site_secrets').execute()
  },
}
