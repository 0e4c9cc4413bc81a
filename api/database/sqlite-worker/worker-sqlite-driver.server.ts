import { Worker } from 'node:worker_threads'
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely'

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

/**
 * Kysely's driver for a SQLite connection that lives in a worker thread (sqlite-worker.js): every
 * statement is a message, so the thread that answers requests never waits for the disk. Like
 * Kysely's own SQLite driver it has one connection, lent to one caller at a time, which keeps a
 * transaction's statements together.
 */
export class WorkerSqliteDriver implements Driver {
  readonly #file: string
  #worker: Worker | undefined
  #failure: Error | undefined
  readonly #pending = new Map<number, (reply: Reply) => void>()
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
    const worker = new Worker(new URL('./sqlite-worker.js', import.meta.url), { workerData: { file: this.#file } })
    worker.on('message', (reply: Reply) => {
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
   * only for a Kysely transaction under way, never to run inside it.
   */
  async executeTransaction(queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
    while (this.#locked) await this.#locked
    if (this.#transactionsInFlight++ === 0) this.#transactionsDone = new Promise((resolve) => (this.#allTransactionsDone = resolve))
    try {
      const reply = await this.#send({ transaction: queries.map(({ sql, parameters }) => ({ sql, parameters })) })
      if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
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
    await this.#send({ close: true }).catch(() => undefined)
    // Closed, the worker has nothing left to do and ends by itself; a stuck one is stopped.
    const stuck = setTimeout(() => void worker.terminate(), 2000)
    await exited
    clearTimeout(stuck)
  }

  async #execute<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.#send({ sql, parameters })
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
    return queryResult(reply) as QueryResult<R>
  }

  #send(message: { sql?: string; parameters?: readonly unknown[]; transaction?: unknown[]; close?: boolean }): Promise<Reply> {
    const worker = this.#worker
    if (!worker || this.#failure) return Promise.reject(this.#failure ?? new Error('The SQLite store is closed'))
    const id = this.#nextId++
    return new Promise((resolve) => {
      this.#pending.set(id, resolve)
      worker.postMessage({ id, ...message })
    })
  }
}

function queryResult({ rows = [], changes, lastInsertRowid }: Result): QueryResult<unknown> {
  if (changes === undefined) return { rows }
  return { rows, numAffectedRows: BigInt(changes), insertId: lastInsertRowid === undefined ? undefined : BigInt(lastInsertRowid) }
}
