/** How hard and how long `npm run bench:api` loads the server. */
export const API_LOAD = {
  phaseSeconds: 5,
  connections: 50,
  /** A few readers, enough to measure how long a page takes while the form endpoint is flooded. */
  readerConnections: 5,
  /** High enough that the limit never answers 429 in a run: what is measured is storing. */
  unlimitedRate: '100000000',
  /** The first request of each minute is allowed, every other one is refused with 429. */
  refusingRate: '1',
  /** The sign-ups in the staff console's store. */
  inboxSubmissions: 100_000,
  /** A few staff at work at the same time. */
  staffConnections: 4,
  /** The emails waiting in the mail outbox when the server starts, as after a mail server's outage. */
  drainEmails: 1000,
}
