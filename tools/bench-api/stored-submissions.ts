import { openDatabase } from '#api/database/open-database.server.ts'

/** The rows in a server's store: an answer counts as durable only if its row is there. */
export async function storedSubmissions(dataDir: string): Promise<number> {
  const store = openDatabase({ dataDir })
  try {
    return Number(
      (
        await store.db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )
  } finally {
    await store.close()
  }
}
