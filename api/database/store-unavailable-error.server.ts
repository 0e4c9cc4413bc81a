/**
 * The store cannot take a write for now: its file is gone, its disk is full or read-only, its
 * database cannot be reached, or it did not answer within its deadline. Nothing of the operation
 * is acknowledged; the visitor is asked to send it again later (503 with Retry-After).
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
}
