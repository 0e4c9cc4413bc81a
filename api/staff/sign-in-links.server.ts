import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { hashSecret } from './hash-secret.server.ts'
import { newSecret } from './new-secret.server.ts'

/** A one-time sign-in link works this long after it was made. */
export const SIGN_IN_LINK_MS = 15 * 60 * 1000

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

    /** Deletes the links that expired, for the hourly maintenance. */
    async deleteExpired(now = Date.now()): Promise<void> {
      await db.deleteFrom('staff_sign_in_links').where('expires_at', '<=', new Date(now).toISOString()).execute()
    },
  }
}

export type SignInLinks = ReturnType<typeof signInLinks>
