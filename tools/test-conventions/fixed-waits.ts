/** A place where a test waits for a time instead of for what it awaits. */
export interface FixedWait {
  line: number
  text: string
}

/**
 * A wait that ends when a timer does: a promise a timer resolves, the promise form of Node's timers,
 * Playwright's own pause. A timer that ends a wait early (a deadline that rejects or answers "not in
 * time", a process killed when it overstays) calls something else and is not one.
 */
const FIXED_WAIT = /setTimeout\(\s*(?:resolve\b|\(\)\s*=>\s*resolve\()|\btimers\/promises\b|\bwaitForTimeout\(/g

/**
 * The fixed waits in one test file's source. A test waits for the event it awaits (a socket closing,
 * a log line, an answer, a count in the server's metrics, a clock it moves on itself) with a bounded
 * loop (`waitUntil`): a fixed wait is too short on a loaded machine and too long everywhere else.
 */
export function fixedWaits(source: string): FixedWait[] {
  return source.split('\n').flatMap((text, index) => [...text.matchAll(FIXED_WAIT)].map((match) => ({ line: index + 1, text: match[0] })))
}
