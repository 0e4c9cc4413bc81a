import type { Kysely } from 'kysely'
import { auditRow } from '../audit/audit-entry.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { Tables } from '../database/tables.server.ts'
import { personOf, type StaffPerson } from './staff-person.server.ts'
import type { StaffSettings } from './staff-settings.server.ts'

/** A colleague added in the console, and by whom. */
export interface Colleague {
  person: StaffPerson
  addedBy: string
  addedAt: string
}

/** Whether the server's settings name `person`: one of the first staff, whom the console cannot remove. */
export const isFirstStaff = (person: StaffPerson, settings: Pick<StaffSettings, 'emails' | 'githubLogins'>) =>
  person.via === 'email' ? settings.emails.includes(person.name) : settings.githubLogins.includes(person.name)

/**
 * Whether `person` may use the console now: named by the server's settings or added as a colleague,
 * and their way of signing in set up. The store is read for everyone alike, listed or not, so the
 * sign-in does the same work whoever asks.
 */
export async function mayUseConsole(db: Kysely<Tables>, settings: Pick<StaffSettings, 'emails' | 'githubLogins' | 'github'>, person: StaffPerson): Promise<boolean> {
  const added = await db.selectFrom('staff_colleagues').select('person').where('person', '=', person.id).executeTakeFirst()
  const wayOpen = person.via === 'email' ? settings.emails.length > 0 : settings.github !== undefined
  return wayOpen && (added !== undefined || isFirstStaff(person, settings))
}

/** The colleagues staff added in the console, kept in the store; each change is in the audit log. */
export function staffColleagues({ db, within }: Pick<Store, 'db' | 'within'>) {
  return {
    /** Every colleague, in the order they were added. */
    async list(): Promise<Colleague[]> {
      const rows = await within(STORE_DEADLINES.consoleMs, () => db.selectFrom('staff_colleagues').selectAll().orderBy('added_at').orderBy('person').execute())
      return rows.flatMap((row) => {
        const person = personOf(row.person)
        return person ? [{ person, addedBy: row.added_by, addedAt: row.added_at }] : []
      })
    },

    async includes(person: StaffPerson): Promise<boolean> {
      const row = await within(STORE_DEADLINES.consoleMs, () => db.selectFrom('staff_colleagues').select('person').where('person', '=', person.id).executeTakeFirst())
      return row !== undefined
    },

    /** Adds `people`, each with an audit entry; one added meanwhile (by someone else at the same moment) is left as it is. */
    async add(people: readonly StaffPerson[], actor: string, now = new Date()): Promise<void> {
      await within(STORE_DEADLINES.consoleMs, () =>
        db.transaction().execute(async (transaction) => {
          const there = await transaction
            .selectFrom('staff_colleagues')
            .select('person')
            .where(
              'person',
              'in',
              people.map((person) => person.id),
            )
            .execute()
          const added = people.filter((person) => !there.some((row) => row.person === person.id))
          if (added.length === 0) return
          await transaction
            .insertInto('staff_colleagues')
            .values(added.map((person) => ({ person: person.id, added_by: actor, added_at: now.toISOString() })))
            .execute()
          await transaction
            .insertInto('audit_log')
            .values(added.map((person) => auditRow({ actor, action: 'added-colleague', colleague: person.name }, now)))
            .execute()
        }),
      )
    },

    /** Removes a colleague and ends their sessions at once, with an audit entry; false when they were not there. */
    async remove(person: StaffPerson, actor: string, now = new Date()): Promise<boolean> {
      return within(STORE_DEADLINES.consoleMs, () =>
        db.transaction().execute(async (transaction) => {
          const removed = await transaction.deleteFrom('staff_colleagues').where('person', '=', person.id).executeTakeFirst()
          if (Number(removed.numDeletedRows) !== 1) return false
          await transaction.deleteFrom('staff_sessions').where('person', '=', person.id).execute()
          await transaction
            .insertInto('audit_log')
            .values(auditRow({ actor, action: 'removed-colleague', colleague: person.name }, now))
            .execute()
          return true
        }),
      )
    },
  }
}

export type StaffColleagues = ReturnType<typeof staffColleagues>
