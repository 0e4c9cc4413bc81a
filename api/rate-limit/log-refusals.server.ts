import { log } from '../log.server.ts'

/** How often the count of refused requests is logged. */
const EVERY_MS = 60_000

/**
 * Counts requests refused by the rate limit and logs how many once a minute, not one line each: a
 * flood of them must neither cost a log write per request nor bury every other line.
 */
export function logRefusals(): () => void {
  let refused = 0
  let timer: NodeJS.Timeout | undefined
  return () => {
    refused++
    timer ??= setTimeout(() => {
      log('warn', 'requests_rate_limited', { count: refused, seconds: EVERY_MS / 1000 })
      refused = 0
      timer = undefined
    }, EVERY_MS).unref()
  }
}
