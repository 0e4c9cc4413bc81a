import type { Migration } from 'kysely'

/**
 * Colleagues staff added in the console, beside the first staff the server's settings name
 * (STAFF_EMAILS, STAFF_GITHUB_LOGINS): one row a person, by the id a session is stored for
 * ("email:…" or "github:…"). Removing one deletes the row and their sessions. The audit log's
 * `colleague` names whom an added or removed colleague entry is about.
 */
export const createStaffColleagues: Migration = {
  async up(db) {
    await db.schema
      .createTable('staff_colleagues')
      .addColumn('person', 'text', (column) => column.primaryKey())
      .addColumn('added_by', 'text', (column) => column.notNull())
      .addColumn('added_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.alterTable('audit_log').addColumn('colleague', 'text').execute()
    // Removing a colleague ends their sessions by person.
    await db.schema.createIndex('staff_sessions_person').on('staff_sessions').column('person').execute()
  },
  async down(db) {
    await db.schema.dropIndex('staff_sessions_person').execute()
    await db.schema.alterTable('audit_log').dropColumn('colleague').execute()
    await db.schema.dropTable('staff_colleagues').execute()
  },
}
