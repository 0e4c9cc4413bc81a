/**
 * What the server must sustain, relative to its own health check where the machine's speed
 * matters, so that the budgets hold on a fast or a slow machine alike.
 */
export const API_BUDGETS = {
  /** A submission does more than a health check (parse, validate, a durable write), but the write must not be what limits the server. */
  validPerHealth: 0.25,
  /** A visitor who sends a form during a burst still gets the acknowledgement at once. */
  validP99Ms: 50,
  /** A flood of form posts must not hold up the pages every other visitor reads. */
  pageP99DuringFloodMs: 50,
  /** Refusing a sender over the rate limit must stay cheap, or the limit itself becomes a way to overload the server. */
  rejectedPerHealth: 0.5,
  /** A backlog of API_LOAD.drainEmails in the mail outbox reaches a mail server on loopback within this, from the server's start. */
  drainSeconds: 60,
  /** Staff reading the list or searching it wait no longer than a page of the site takes. */
  inbox: {
    readP99Ms: 50,
    /** Every sign-up of every form downloaded, one form after another. */
    exportAllMs: 10_000,
    /** A download is streamed a page of rows at a time: its size must not show in the server's memory. */
    exportMemoryGrowthBytes: 50 * 1024 * 1024,
  },
}
