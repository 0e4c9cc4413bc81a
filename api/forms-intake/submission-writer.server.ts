import type { Store } from '../database/store.server.ts'
import { storeSubmissions, type NewSubmission, type StoredSubmission } from './store-submissions.server.ts'

/** Enough to share one commit among a flood's worth of submissions, small enough to keep a transaction short. */
const MAX_BATCH = 256

export interface SubmissionWriter {
  /**
   * Resolves once the submission is committed, never before; rejects when its batch failed, and
   * then nothing of it is stored, or past the submission deadline (StoreUnavailableError: see
   * storeSubmissions for why that is safe to send again).
   */
  write(submission: NewSubmission): Promise<StoredSubmission>
  /** Resolves when every submission written so far is settled. */
  drain(): Promise<void>
}

/**
 * One writer for the whole server, with group commit. The submissions that arrive while the event
 * loop is busy form one batch: one transaction, compiled once, sent to the store at once without
 * waiting for the batches before it. The store commits every batch waiting for it together (the
 * SQLite worker in one commit, PostgreSQL by sharing its log flushes), so a flood costs one durable
 * commit per group instead of one per submission, and each is still acknowledged only after the
 * commit that holds it. A batch stands or falls whole. While the store is stalled nothing piles up
 * here: each batch leaves the queue at once and fails by its deadline, and a stalled SQLite worker
 * refuses new batches at once (see the worker's driver).
 */
export function submissionWriter(store: Pick<Store, 'db' | 'transaction'>): SubmissionWriter {
  const queue: { submission: NewSubmission; resolve(stored: StoredSubmission): void; reject(error: unknown): void }[] = []
  let scheduled = false
  const inFlight = new Set<Promise<void>>()

  async function commit(batch: typeof queue) {
    try {
      const stored = await storeSubmissions(
        store,
        batch.map((member) => member.submission),
      )
      batch.forEach((member, index) => member.resolve(stored[index]!))
    } catch (error) {
      for (const member of batch) member.reject(error)
    }
  }

  function flush() {
    scheduled = false
    while (queue.length > 0) {
      const committed = commit(queue.splice(0, MAX_BATCH)).finally(() => inFlight.delete(committed))
      inFlight.add(committed)
    }
  }

  return {
    write(submission) {
      return new Promise((resolve, reject) => {
        queue.push({ submission, resolve, reject })
        if (!scheduled) {
          scheduled = true
          // After the requests already read in this turn of the event loop have queued theirs.
          setImmediate(flush)
        }
      })
    },
    async drain() {
      while (scheduled || inFlight.size > 0) {
        if (scheduled) await new Promise((resolve) => setImmediate(resolve))
        await Promise.all(inFlight)
      }
    },
  }
}
