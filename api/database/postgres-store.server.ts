import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { log } from '../log.server.ts'
import { STORE_DEADLINES } from './store-deadlines.server.ts'
import { makeStore, type Store } from './store.server.ts'
import type { Tables } from './tables.server.ts'

/** Node's codes for a database that cannot be reached. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * The PostgreSQL store at `url`. Its pool never waits without end: a connection must open (or come
 * free) within the connect deadline, and a statement must finish within the statement deadline,
 * enforced by the database (statement_timeout) and, for a database that no longer answers at all,
 * by the client (query_timeout).
 */
export function postgresStore(url: string): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: STORE_DEADLINES.connectMs,
    statement_timeout: STORE_DEADLINES.statementMs,
    query_timeout: STORE_DEADLINES.statementMs + 1000,
    // A transaction left open by a client that stalled must not hold its locks for long.
    idle_in_transaction_session_timeout: STORE_DEADLINES.statementMs,
  })
  // An idle connection the database closes (a restart, a failover) must not take the server down;
  // the pool opens a new one for the next query.
  pool.on('error', (error) => log('warn', 'database_connection_lost', { reason: error.message }))
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  return makeStore({
    db,
    runTransaction: (queries) =>
      db.transaction().execute(async (transaction) => {
        const results = []
        for (const query of queries) results.push(await transaction.executeQuery(query))
        return results
      }),
    whyUnavailable,
    // A deleted row is out of every query and index scan at once; its bytes wait for (auto)vacuum
    // to free their space, and for new rows to write over it (see docs/operators.md, "Erased means gone").
    forgetDeleted: async () => {},
    close: () => db.destroy(),
  })
}

/**
 * PostgreSQL's error classes for a database that cannot take a write now (SQLSTATE 08 connection,
 * 53 insufficient resources, 57 operator intervention and timeouts, 58 system error, 3D000 the
 * database is gone, 25006 a read-only standby), and pg's own for a connection that failed or
 * timed out; undefined for an error in the statement itself.
 */
function whyUnavailable(error: unknown): string | undefined {
  const { code = '', message = '' } = error as { code?: string; message?: string }
  if (code === '53100') return "the database server's disk is full"
  if (/^(08|53|57|58)/.test(code) || code === '3D000' || code === '25006' || UNREACHABLE.has(code)) return `the database cannot be written: ${message}`
  if (/timeout|Connection terminated|not queryable/i.test(message)) return `the database did not answer: ${message}`
  return undefined
}
