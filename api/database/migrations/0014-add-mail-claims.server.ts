import type { Migration } from 'kysely'

/**
 * `claimed_by` in the mail outbox: which claim holds an email while `locked_until` is ahead. A
 * server writes a claim of its own when it takes emails to send, renews `locked_until` while the
 * mail server works on them, and checks the claim is still its own just before it sends, so that
 * an email another server took meanwhile is not sent twice.
 */
export const addMailClaims: Migration = {
  async up(db) {
    await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'text').execute()
  },
  async down(db) {
    await db.schema.alterTable('mail_outbox').dropColumn('claimed_by').execute()
  },
}
