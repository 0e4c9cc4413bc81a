import { accessSync, constants, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { postgresStore } from './postgres-store.server.ts'
import { sqliteStore } from './sqlite-store.server.ts'
import type { Store } from './store.server.ts'

export interface DatabaseLocation {
  /** postgres://… to store in PostgreSQL; without it, SQLite in a file under `dataDir`. */
  databaseUrl?: string | undefined
  dataDir: string
}

export const SQLITE_FILE_NAME = 'submissions.sqlite'

/**
 * Opens the store: the server, its writer and handlers, and the commands are given what this
 * returns (see Store). Run `migrateToLatest(store.db)` before use.
 */
export function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Store {
  return databaseUrl ? postgresStore(databaseUrl) : sqliteStore(usableSqliteFile(resolve(dataDir)))
}

/** The SQLite file in `dir`, creating the folder; a folder that cannot be used throws one readable sentence. */
function usableSqliteFile(dir: string): string {
  try {
    mkdirSync(dir, { recursive: true })
    // SQLite creates its journal files beside the store, so the folder itself must be writable.
    accessSync(dir, constants.W_OK)
    return join(dir, SQLITE_FILE_NAME)
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    const why =
      code === 'ENOTDIR' || code === 'EEXIST'
        ? 'part of that path is a file, not a folder'
        : code === 'EACCES' || code === 'EPERM'
          ? 'this user may not write there'
          : code === 'EROFS'
            ? 'the disk is read-only'
            : code === 'ENOSPC'
              ? 'the disk is full'
              : message
    throw new Error(`The data folder ${dir} (DATA_DIR) cannot be used: ${why}.`, { cause: error })
  }
}
