import { Worker } from 'node:worker_threads'
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely'
import { STORE_DEADLINES } from '../store-deadlines.server.ts'
import { STORE_DEADLINE_PASSED } from './worker-error-codes.server.js'

interface Result {
  rows?: unknown[]
  changes?: number | bigint
  lastInsertRowid?: number | bigint
}

interface Reply extends Result {
  id: number
  results?: Result[]
  error?: { message: string; code?: string }
}

/** How long the worker may take to close the store before the thread is stopped. */
const CLOSE_DEADLINE_MS = 2000

/**
 * Kysely's driver for a SQLite connection that lives in a worker thread (sqlite-worker.server.js): every
 * statement is a message, so the thread that answers requests never waits for the disk. Like
 * Kysely's own SQLite driver it has one connection, lent to one caller at a time, which keeps a
 * transaction's statements together.
 *
 * Every message has a deadline: past it, its caller gets an error and stops waiting, whatever the
 * worker is doing (a frozen or failing disk blocks the worker's thread in the middle of a write).
 * While a message is past its deadline unanswered, the worker is taken to be stuck: new one-message
 * transactions (the submissions, the health check) are refused at once instead of queuing behind
 * it without bound, until it answers again.
 */
export class WorkerSqliteDriver implements Driver {
  readonly #file: string
  #worker: Worker | undefined
  #failure: Error | undefined
  readonly #pending = new Map<number, (reply: Reply) => void>()
  /** Messages past their deadline that the worker has not answered yet. */
  readonly #overdue = new Set<number>()
  #nextId = 0
  #locked: Promise<void> | undefined
  #unlock: (() => void) | undefined
  /** One-message transactions sent and not yet answered: the worker runs them one after another. */
  #transactionsInFlight = 0
  #transactionsDone: Promise<void> | undefined
  #allTransactionsDone: (() => void) | undefined
  readonly #connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => this.#execute<R>(query),
    streamQuery: () => {
      throw new Error('Streaming is not supported by the SQLite worker driver')
    },
  }

  constructor(file: string) {
    this.#file = file
  }

  async init(): Promise<void> {
    const worker = new Worker(new URL('./sqlite-worker.server.js', import.meta.url), { workerData: { file: this.#file } })
    worker.on('message', (reply: Reply) => {
      this.#overdue.delete(reply.id)
      const settle = this.#pending.get(reply.id)
      this.#pending.delete(reply.id)
      settle?.(reply)
    })
    const fail = (error: Error) => {
      this.#failure = error
      for (const settle of this.#pending.values()) settle({ id: -1, error: { message: error.message } })
      this.#pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', () => fail(this.#failure ?? new Error('The SQLite worker has stopped')))
    this.#worker = worker
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // Exclusive: a Kysely transaction's statements go one message at a time, and a one-message
    // transaction run between them would become part of it.
    while (this.#locked || this.#transactionsDone) await (this.#locked ?? this.#transactionsDone)
    this.#locked = new Promise((resolve) => (this.#unlock = resolve))
    return this.#connection
  }

  async releaseConnection(): Promise<void> {
    const unlock = this.#unlock
    this.#locked = undefined
    this.#unlock = undefined
    unlock?.()
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE takes the write lock at once, so a transaction never fails halfway for want of it.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  /**
   * Runs the statements in one transaction, all in one message to the worker. Several may be sent
   * before the first is answered, so the worker starts the next as soon as one commits; they wait
   * only for a Kysely transaction under way, never to run inside it. A transaction the worker gets
   * to after `deadlineAt` is not run at all (see the worker); one it started before may still
   * commit after its caller was told it failed.
   */
  async executeTransaction(queries: readonly CompiledQuery[], deadlineAt: number): Promise<QueryResult<unknown>[]> {
    while (this.#locked) await this.#locked
    if (Date.now() >= deadlineAt) throw asError(late())
    if (this.#transactionsInFlight++ === 0) this.#transactionsDone = new Promise((resolve) => (this.#allTransactionsDone = resolve))
    try {
      const reply = await this.#send({ transaction: queries.map(({ sql, parameters }) => ({ sql, parameters })) }, deadlineAt)
      if (reply.error) throw asError(reply.error)
      return reply.results!.map(queryResult)
    } finally {
      if (--this.#transactionsInFlight === 0) {
        const done = this.#allTransactionsDone
        this.#transactionsDone = undefined
        this.#allTransactionsDone = undefined
        done?.()
      }
    }
  }

  async destroy(): Promise<void> {
    const worker = this.#worker
    this.#worker = undefined
    if (!worker || this.#failure) return
    const exited = new Promise((resolve) => worker.once('exit', resolve))
    const closed = await this.#send({ close: true }, Date.now() + CLOSE_DEADLINE_MS).catch(() => undefined)
    // Closed, the worker has nothing left to do and ends by itself; a stuck one is stopped (a
    // thread blocked on a frozen disk ends only once the disk lets it go, so it is not waited for).
    if (closed && !closed.error) return void (await exited)
    void worker.terminate()
  }

  async #execute<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.#send({ sql, parameters }, Date.now() + STORE_DEADLINES.statementMs)
    if (reply.error) throw asError(reply.error)
    return queryResult(reply) as QueryResult<R>
  }

  #send(message: { sql?: string; parameters?: readonly unknown[]; transaction?: unknown[]; close?: boolean }, deadlineAt: number): Promise<Reply> {
    const worker = this.#worker
    if (!worker || this.#failure) return Promise.reject(this.#failure ?? new Error('The SQLite store is closed'))
    // Only whole transactions are refused: a statement of a Kysely transaction must follow the ones
    // before it, or its transaction would be left open.
    if (this.#overdue.size > 0 && message.transaction) return Promise.resolve({ id: -1, error: late() })
    const id = this.#nextId++
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id)
        this.#overdue.add(id)
        resolve({ id, error: late() })
      }, deadlineAt - Date.now())
      this.#pending.set(id, (reply) => {
        clearTimeout(timer)
        resolve(reply)
      })
      worker.postMessage({ id, deadline: deadlineAt, ...message })
    })
  }
}

function late(): NonNullable<Reply['error']> {
  return { message: 'the store did not answer in time (is its disk stalled?)', code: STORE_DEADLINE_PASSED }
}

function asError({ message, code }: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(message), { code })
}

function queryResult({ rows = [], changes, lastInsertRowid }: Result): QueryResult<unknown> {
  if (changes === undefined) return { rows }
  return { rows, numAffectedRows: BigInt(changes), insertId: lastInsertRowid === undefined ? undefined : BigInt(lastInsertRowid) }
}
