import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Tables } from './tables.server.ts'

/**
 * The secret of that name, made on first use and kept in the store: it survives restarts, and
 * servers sharing one database share it (whichever made it first).
 */
export async function siteSecret(db: Kysely<Tables>, name: string): Promise<string> {
  await db
    .insertInto('site_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const { value } = await db.selectFrom('site_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return value
}
