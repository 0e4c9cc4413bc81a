import { log } from '../log.server.ts'

/** What /api/health tells the world when the store cannot be written: the detail is for the operator. */
export const STORE_UNAVAILABLE = 'store unavailable'

/**
 * Logs why the store cannot be written (the detail names its place on the disk or the database's
 * address), once each time the reason changes rather than once a health check: a monitor asking
 * every second must not fill the log with the same line. Logs its recovery too.
 */
export function storeHealthReporter(): (problem: string | undefined) => void {
  let reported: string | undefined
  return (problem) => {
    if (problem === reported) return
    if (problem) log('warn', 'store_unavailable', { reason: problem })
    else log('info', 'store_available')
    reported = problem
  }
}
