import { statSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Kysely } from 'kysely'
import type { DatabaseLocation } from './open-database.server.ts'
import { SQLITE_FILE_NAME } from './open-database.server.ts'
import type { Tables } from './tables.server.ts'

/** A health check result is reused this long, so a busy monitor or a flood of checks costs one write a second. */
const FRESH_FOR_MS = 1000

export interface StoreHealth {
  /** Why the store cannot take a submission now, or undefined when it can: a real write, at most once a second. */
  check(): Promise<string | undefined>
  /**
   * Why the file the server writes is no longer the store on disk (deleted, or replaced by
   * another), or undefined. SQLite goes on writing into a deleted file, so a submission
   * acknowledged then would be lost: this is asked after each commit, before anything is acknowledged.
   */
  fileProblem(): Promise<string | undefined>
}

/** Call right after the store is opened: the SQLite file seen now is the one the server holds. */
export function storeHealth(db: Kysely<Tables>, { databaseUrl, dataDir }: DatabaseLocation): StoreHealth {
  const file = databaseUrl ? undefined : join(resolve(dataDir), SQLITE_FILE_NAME)
  const opened = file ? statSync(file) : undefined
  const fileProblem = async () => {
    if (!file || !opened) return undefined
    const now = await stat(file).catch(() => undefined)
    if (!now) return `the store's file ${file} is gone (was the data folder removed?): restart the server`
    if (now.ino !== opened.ino || now.dev !== opened.dev) return `the store's file ${file} was replaced while the server ran: restart the server`
    return undefined
  }
  const write = async () => {
    try {
      const problem = await fileProblem()
      if (problem) return problem
      const checkedAt = new Date().toISOString()
      await db
        .insertInto('store_checks')
        .values({ name: 'health', checked_at: checkedAt })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ checked_at: checkedAt }))
        .execute()
      return undefined
    } catch (error) {
      return `the store cannot be written: ${(error as Error).message}`
    }
  }
  let last: { at: number; result: Promise<string | undefined> } | undefined
  return {
    check() {
      if (!last || Date.now() - last.at > FRESH_FOR_MS) last = { at: Date.now(), result: write() }
      return last.result
    },
    fileProblem,
  }
}
