/**
 * How long each kind of store operation may take before it is given up and answered as the store
 * being unavailable: a stalled disk or database must not hold a visitor's connection. The
 * operators' guide (docs/operators.md, "Running the server") lists them.
 */
export const STORE_DEADLINES = {
  /** The health check's write: /api/health answers within 2 s. */
  healthMs: 1500,
  /** A submission's transaction: a form is answered within 5 s, 201 or 503. */
  submissionMs: 3000,
  /** The shared rate limit's upsert on PostgreSQL, taken before the submission is read. */
  rateLimitMs: 1000,
  /**
   * One read or write of the staff console or the command line: a page of the inbox, of the audit
   * log or of an export, a status change. A page waits no longer; a long export reads page by page.
   */
  consoleMs: 5000,
  /** Any other statement (the command line, maintenance, the mail outbox, metrics). */
  statementMs: 10_000,
  /** Opening a connection to PostgreSQL, or waiting for one from the pool. */
  connectMs: 2000,
} as const
