/** What the server as the systemd unit runs it may cost on the small server the site runs on. */
export const START_BUDGETS = {
  /** The process tree idle after its start, its SQLite worker included, in bytes. */
  idleResidentBytes: 100 * 1024 * 1024,
  /** From start to a healthy answer on an otherwise idle machine: a restart is an outage this long. */
  startToHealthyMs: 1000,
}
