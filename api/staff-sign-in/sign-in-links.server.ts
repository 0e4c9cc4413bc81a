import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { hashSecret, newSecret } from '../secrets/secrets.server.ts'

/** A one-time sign-in link works this long after it was made. */
export const SIGN_IN_LINK_MS = 15 * 60 * 1000

/** A link is kept an hour after it was made, used or not, so the links made for an address in the last hour can be counted. */
const KEPT_MS = 60 * 60 * 1000

/** The path a one-time sign-in link opens, with its token in the query. */
export const SIGN_IN_LINK_PATH = '/staff/sign-in/link'

/** One-time sign-in links, kept in the store by the hash of their tokens. */
export function signInLinks(db: Kysely<Tables>) {
  return {
    /** Makes a link for `email` and returns its token, to be sent or shown once. */
    async create(email: string, now = Date.now()): Promise<string> {
      const token = newSecret()
      await db
        .insertInto('staff_sign_in_links')
        .values({ token_hash: hashSecret(token), email: email.toLowerCase(), expires_at: new Date(now + SIGN_IN_LINK_MS).toISOString() })
        .execute()
      return token
    },

    /**
     * Makes a link for `email` as `create` does, unless `perHour` links were made for it in the last
     * hour and not used (one statement, so requests at the same moment cannot all pass on SQLite);
     * resolves with its token, or undefined when the address has had its share.
     */
    async createWithin(email: string, perHour: number, now = Date.now()): Promise<string | undefined> {
      const token = newSecret()
      const address = email.toLowerCase()
      const madeLastHour = db
        .selectFrom('staff_sign_in_links')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('email', '=', address)
        .where('expires_at', '>', new Date(now - KEPT_MS + SIGN_IN_LINK_MS).toISOString())
      const inserted = await db
        .insertInto('staff_sign_in_links')
        .columns(['token_hash', 'email', 'expires_at'])
        .expression(
          db
            .selectNoFrom([
              sql<string>`cast(${hashSecret(token)} as text)`.as('token_hash'),
              sql<string>`cast(${address} as text)`.as('email'),
              sql<string>`cast(${new Date(now + SIGN_IN_LINK_MS).toISOString()} as text)`.as('expires_at'),
            ])
            .where(sql<SqlBool>`(${madeLastHour}) < ${perHour}`),
        )
        .executeTakeFirst()
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? token : undefined
    },

    /**
     * Uses up the link: the address it was made for, or undefined for a token that is unknown,
     * used or expired. Only the request whose delete removed the row gets the address, so two
     * requests with one token cannot both sign in.
     */
    async redeem(token: string, now = Date.now()): Promise<string | undefined> {
      const tokenHash = hashSecret(token)
      const link = await db.selectFrom('staff_sign_in_links').select(['email', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst()
      if (!link) return undefined
      const deleted = await db.deleteFrom('staff_sign_in_links').where('token_hash', '=', tokenHash).executeTakeFirst()
      if (Number(deleted.numDeletedRows) !== 1 || Date.parse(link.expires_at) <= now) return undefined
      return link.email
    },

    /** Deletes the links made more than an hour ago (all expired), for the hourly maintenance. */
    async deleteExpired(now = Date.now()): Promise<void> {
      await db
        .deleteFrom('staff_sign_in_links')
        .where('expires_at', '<=', new Date(now - KEPT_MS + SIGN_IN_LINK_MS).toISOString())
        .execute()
    },
  }
}

export type SignInLinks = ReturnType<typeof signInLinks>
