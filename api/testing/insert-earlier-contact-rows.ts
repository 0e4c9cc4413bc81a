import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'

/**
 * For the tests of a migration: stores a contact sign-up for each of `ids` as a store made before
 * it held them, with `data` and the search column as `searchText` wrote it then. The rows go in 100
 * at a time; a test gives more than a batch of the migration (500) to pass the edge of one.
 */
export async function insertEarlierContactRows(
  db: Kysely<Tables>,
  ids: readonly string[],
  data: { email: string } & Record<string, unknown>,
  searchText: (id: string) => string,
): Promise<void> {
  for (let start = 0; start < ids.length; start += 100)
    await db
      .insertInto('submissions')
      .values(
        ids.slice(start, start + 100).map((id) => ({
          id,
          form: 'contact',
          created_at: '2026-01-01T00:00:00.000Z',
          email: data.email,
          spam: 0,
          data: JSON.stringify(data),
          search_text: searchText(id),
        })) as never,
      )
      .execute()
}
