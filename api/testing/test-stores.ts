import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { migrateToLatest } from '../database/migrate-to-latest.server.ts'
import { openDatabase, type DatabaseLocation } from '../database/open-database.server.ts'
import type { Store } from '../database/store.server.ts'

export interface TestStore extends Store {
  /** Where the store is, as the server and the command line take it. */
  location: DatabaseLocation
  /** Closes the store and deletes what held it. */
  remove(): Promise<void>
}

export interface TestStoreKind {
  name: string
  create(): Promise<TestStore>
}

/** Opens and migrates the store; removing it closes it, then `discard` deletes what held it. */
async function openTestStore(location: DatabaseLocation, discard: () => unknown): Promise<TestStore> {
  const store = openDatabase(location)
  await migrateToLatest(store.db)
  return {
    ...store,
    location,
    async remove() {
      await store.close()
      await discard()
    },
  }
}

/** A store in an SQLite file of its own, the default store. */
export const SQLITE_TEST_STORE: TestStoreKind = {
  name: 'SQLite',
  async create() {
    const dataDir = mkdtempSync(join(tmpdir(), 'senseahead-test-'))
    return openTestStore({ dataDir }, () => rmSync(dataDir, { recursive: true, force: true }))
  },
}

/**
 * Each store gets a database of its own on the PostgreSQL server `url` names (TEST_DATABASE_URL for
 * the tests), so test files and benchmarks can run side by side.
 */
export const postgresTestStore = (url: string): TestStoreKind => ({
  name: 'PostgreSQL',
  async create() {
    const host = new URL(url).hostname
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`The PostgreSQL server for tests and benchmarks must be on this machine, not on ${host}`)
    const name = `senseahead_test_${randomBytes(6).toString('hex')}`
    await administer(url, `create database ${name}`)
    const own = new URL(url)
    own.pathname = `/${name}`
    return openTestStore({ databaseUrl: own.href, dataDir: tmpdir() }, () => administer(url, `drop database ${name} with (force)`))
  },
})

async function administer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The stores the tests may be held to: TEST_STORES names one, and both are tested when it is unset. */
const chosenStores = (value = process.env.TEST_STORES): { sqlite: boolean; postgres: boolean } => {
  if (value === undefined || value === '') return { sqlite: true, postgres: true }
  if (value === 'sqlite' || value === 'postgres') return { sqlite: value === 'sqlite', postgres: value === 'postgres' }
  throw new Error(`TEST_STORES is "sqlite" or "postgres" (or unset, for both), not "${value}"`)
}
const chosen = chosenStores()

/** SQLite, and PostgreSQL when TEST_DATABASE_URL names a database on this machine; only the one TEST_STORES names, if it names one. */
export const TEST_STORE_KINDS: TestStoreKind[] = [
  ...(chosen.sqlite ? [SQLITE_TEST_STORE] : []),
  ...(chosen.postgres && process.env.TEST_DATABASE_URL ? [postgresTestStore(process.env.TEST_DATABASE_URL)] : []),
]
