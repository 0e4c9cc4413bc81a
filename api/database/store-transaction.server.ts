import type { CompiledQuery, QueryResult } from 'kysely'

/**
 * Runs compiled statements as one transaction and resolves with their results once it has
 * committed; rejects within `deadlineMs`, with StoreUnavailableError when the store is the cause.
 */
export type StoreTransaction = (queries: readonly CompiledQuery[], deadlineMs: number) => Promise<QueryResult<unknown>[]>
