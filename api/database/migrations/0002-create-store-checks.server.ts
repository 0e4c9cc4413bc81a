import type { Migration } from 'kysely'

/** One row the health check writes, so that it proves the store takes a write and not only a read. */
export const createStoreChecks: Migration = {
  async up(db) {
    await db.schema
      .createTable('store_checks')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('checked_at', 'text', (column) => column.notNull())
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('store_checks').execute()
  },
}
