import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { hashSecret, newSecret } from '../secrets/secrets.server.ts'

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 30 * 60 * 1000
/** …and this long after the sign-in, whatever happens in between. */
export const SESSION_LONGEST_MS = 12 * 60 * 60 * 1000
/**
 * A request is written down as the session's latest only when the last one written is older than
 * this: a page then costs the store a read, not a write (a disk flush on SQLite). The idle limit
 * counts from the one written, so a session ends at most this much before 30 idle minutes, never after.
 */
const LAST_SEEN_STEP_MS = 60 * 1000

/** The staff console's sessions, kept in the store by the hash of their ids. */
export function staffSessions(db: Kysely<Tables>) {
  return {
    /** Starts a session for `person` (a StaffPerson id) and returns its id, for the cookie only. */
    async start(person: string, now = Date.now()): Promise<string> {
      const id = newSecret()
      const at = new Date(now).toISOString()
      await db
        .insertInto('staff_sessions')
        .values({ id_hash: hashSecret(id), person, created_at: at, last_seen_at: at, expires_at: new Date(now + SESSION_LONGEST_MS).toISOString() })
        .execute()
      return id
    },

    /**
     * The person of a live session, counting this request as its latest (LAST_SEEN_STEP_MS); undefined for an id that
     * is unknown, idle for too long or past its 12 hours (its row then goes).
     */
    async find(id: string, now = Date.now()): Promise<string | undefined> {
      const idHash = hashSecret(id)
      const session = await db.selectFrom('staff_sessions').select(['person', 'last_seen_at', 'expires_at']).where('id_hash', '=', idHash).executeTakeFirst()
      if (!session) return undefined
      if (Date.parse(session.last_seen_at) + SESSION_IDLE_MS <= now || Date.parse(session.expires_at) <= now) {
        await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute()
        return undefined
      }
      if (Date.parse(session.last_seen_at) + LAST_SEEN_STEP_MS <= now) {
        await db
          .updateTable('staff_sessions')
          .set({ last_seen_at: new Date(now).toISOString() })
          .where('id_hash', '=', idHash)
          .execute()
      }
      return session.person
    },

    /** Ends the session: its id no longer signs anyone in. */
    async end(id: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('id_hash', '=', hashSecret(id)).execute()
    },

    /** Deletes the sessions that ended by time, for the hourly maintenance. */
    async deleteExpired(now = Date.now()): Promise<void> {
      await db
        .deleteFrom('staff_sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', new Date(now).toISOString()), eb('last_seen_at', '<=', new Date(now - SESSION_IDLE_MS).toISOString())]))
        .execute()
    },
  }
}

export type StaffSessions = ReturnType<typeof staffSessions>
