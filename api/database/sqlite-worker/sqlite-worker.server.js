// @ts-check
/**
 * The thread that owns the server's SQLite connection. better-sqlite3 is synchronous, and a commit
 * with synchronous=FULL waits for the disk: here it waits on this thread, never on the one that
 * answers requests. Messages are run in the order they arrive: single statements (Kysely keeps its
 * transactions whole by holding the one connection between `begin` and `commit`), and whole
 * transactions in one message, which commit in groups (see commitGroup). Plain JavaScript so that
 * it runs as a worker in every setting (the server, Vite's dev server and the tests) without a
 * TypeScript loader.
 */
import { closeSync, openSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { STORE_DEADLINE_PASSED, STORE_FILE_GONE } from './worker-error-codes.server.js'

/** Prepared statements kept for reuse: the server runs the same few statements over and over. */
const STATEMENT_CACHE_SIZE = 100

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort)
const { file } = /** @type {{ file: string }} */ (workerData)
const database = new Database(file)
/** The file as it was opened: a commit counts only while it is still the file on disk. */
const opened = statSync(file)
// WAL lets the command line read while the server writes; with synchronous FULL a commit is on
// disk before it is reported, so an acknowledged submission survives a crash or a power cut.
database.pragma('journal_mode = WAL')
database.pragma('synchronous = FULL')
database.pragma('busy_timeout = 5000')
// A deletion (an erasure above all) overwrites what it frees with zeros, instead of leaving the
// deleted rows' bytes in free space inside the file until something happens to write over them.
database.pragma('secure_delete = ON')
/** The store's user_version once every byte deleted before secure_delete was on has been rewritten away. */
const SECURELY_DELETING = 1
// A store from before may still hold deleted rows in its free space: VACUUM rewrites it once
// without them (a few seconds for a large store, at its first start). A disk that cannot take it
// now (full, read-only) leaves it to the next start, and the store is used as it is.
try {
  if (/** @type {number} */ (database.pragma('user_version', { simple: true })) < SECURELY_DELETING) {
    database.exec('VACUUM')
    database.pragma(`user_version = ${SECURELY_DELETING}`)
    database.pragma('wal_checkpoint(TRUNCATE)')
  }
} catch {
  // The store's own statements report the disk's state, through the health check.
}

/** @type {Map<string, import('better-sqlite3').Statement>} */
const statements = new Map()

/** @param {string} sql */
function prepare(sql) {
  let statement = statements.get(sql)
  if (statement) {
    // Most recently used last, so the oldest is the one to drop.
    statements.delete(sql)
  } else {
    statement = database.prepare(sql)
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(/** @type {string} */ (statements.keys().next().value))
  }
  statements.set(sql, statement)
  return statement
}

/**
 * @typedef {{ sql: string, parameters?: unknown[] }} Statement
 * @typedef {{ rows: unknown[], changes?: number | bigint, lastInsertRowid?: number | bigint }} Result
 */

/** @param {Statement} query @returns {Result} */
function execute({ sql, parameters = [] }) {
  const statement = prepare(sql)
  if (statement.reader) return { rows: statement.all(...parameters) }
  const { changes, lastInsertRowid } = statement.run(...parameters)
  return { rows: [], changes, lastInsertRowid }
}

/**
 * @typedef {{ id: number, deadline?: number, close?: boolean, transaction?: Statement[] } & Partial<Statement>} Message
 * @typedef {{ id: number, rows?: unknown[], results?: Result[], error?: { message: string, code?: string } }} Reply
 */

/**
 * The error as a reply tells it. SQLite reports a disk the kernel turned read-only (after a disk
 * error) as a mere I/O error: a file made beside the store tells which it is.
 * @param {unknown} error @returns {Reply['error']}
 */
function describe(error) {
  const { message, code } = /** @type {{ message: string, code?: string }} */ (error)
  if (code?.startsWith('SQLITE_IOERR') && diskReadOnly()) return { message: 'the disk is read-only', code: 'SQLITE_READONLY' }
  return { message, code }
}

function diskReadOnly() {
  const probe = join(dirname(file), '.senseahead-write-check')
  try {
    closeSync(openSync(probe, 'w'))
    rmSync(probe, { force: true })
    return false
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EROFS'
  }
}

/**
 * One message's statements as one unit. Inside the commit below, better-sqlite3 makes it a
 * savepoint: if it fails, only its own statements are undone, and the others in the commit stand.
 * @param {Statement[]} queries
 */
const executeUnit = database.transaction((/** @type {Statement[]} */ queries) => queries.map(execute))

/**
 * Group commit: every transaction message waiting when the worker gets to them shares one commit,
 * and so one wait for the disk, each in its own savepoint. While that commit waits for the disk,
 * the next messages queue up and form the next group. Each is answered once its group committed.
 */
const commitGroup = database.transaction((/** @type {Message[]} */ group) =>
  group.map((/** @type {Message} */ message) => {
    try {
      return { id: message.id, rows: [], results: executeUnit(/** @type {Statement[]} */ (message.transaction)) }
    } catch (error) {
      return { id: message.id, error: describe(error) }
    }
  }),
)

/**
 * A transaction still open when another begins was abandoned: its caller stopped waiting (its
 * deadline passed) before its `begin` ran, so no commit or rollback follows it. It is rolled back,
 * or everything after it would run inside it and never be committed.
 */
function rollBackAbandoned() {
  if (database.inTransaction) database.exec('rollback')
}

/** @param {Message} message */
function handle(message) {
  if (/^\s*begin\b/i.test(message.sql ?? '')) rollBackAbandoned()
  if (message.close) {
    database.close()
    port.postMessage({ id: message.id, rows: [] })
    port.close()
    return
  }
  try {
    port.postMessage({ id: message.id, ...execute(/** @type {Statement} */ (message)) })
  } catch (error) {
    port.postMessage({ id: message.id, error: describe(error) })
  }
}

/** Why the committed file is no longer the store on disk, or undefined while it is. */
function fileGone() {
  const now = statSync(file, { throwIfNoEntry: false })
  if (!now) return `the store's file ${file} is gone (was the data folder removed?): restart the server`
  if (now.ino !== opened.ino || now.dev !== opened.dev) return `the store's file ${file} was replaced while the server ran: restart the server`
  return undefined
}

/**
 * A transaction the worker gets to only after its deadline (the disk held the thread, say) is not
 * run: its caller was told it failed, and the visitor may send it again. One started before its
 * deadline may commit after it; a submission sent again then carries the same Idempotency-Key and
 * is answered with the first one's id instead of being stored twice.
 * @param {Message[]} waiting
 */
function commit(waiting) {
  const now = Date.now()
  /** @type {Message[]} */
  const group = []
  for (const message of waiting) {
    if (message.deadline && message.deadline <= now)
      port.postMessage({ id: message.id, error: { message: 'not run: its deadline passed before the store got to it', code: STORE_DEADLINE_PASSED } })
    else group.push(message)
  }
  if (group.length === 0) return
  /** @type {Reply[]} */
  let replies
  try {
    rollBackAbandoned()
    replies = /** @type {Reply[]} */ (commitGroup.immediate(group))
    const gone = fileGone()
    if (gone) replies = group.map((message) => ({ id: message.id, error: { message: gone, code: STORE_FILE_GONE } }))
  } catch (error) {
    // The commit itself failed (the disk, say): nothing of the group is stored.
    const failure = describe(error)
    replies = group.map((message) => ({ id: message.id, error: failure }))
  }
  for (const reply of replies) port.postMessage(reply)
}

port.on('message', (/** @type {Message} */ first) => {
  // Everything already waiting, in order; consecutive transactions go into one commit.
  const waiting = [first]
  for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port)) waiting.push(next.message)
  /** @type {Message[]} */
  let group = []
  for (const message of waiting) {
    if (message.transaction) {
      group.push(message)
      continue
    }
    if (group.length > 0) commit(group)
    group = []
    handle(message)
  }
  if (group.length > 0) commit(group)
})
