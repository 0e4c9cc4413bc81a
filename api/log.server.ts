type Fields = Record<string, string | number | boolean | undefined>

let pending: string[] = []

/** Writes the lines gathered so far; also when the process exits, so that none is lost. */
function flush(): void {
  if (pending.length === 0) return
  const lines = pending.join('')
  pending = []
  try {
    process.stdout.write(lines)
  } catch {
    // Nowhere left to say it.
  }
}
process.on('exit', flush)

/**
 * One JSON line per event. Callers pass only what an operator needs (route, status, ids), never
 * names, email addresses or message text. Info and warnings are written together once per turn of
 * the event loop: under a flood of submissions that is one write for many lines, not one each.
 * Errors go out at once, after the lines before them. Logging never throws: a closed output must
 * not turn a logged problem into a crash.
 */
export function log(level: 'info' | 'warn' | 'error', event: string, fields: Fields = {}): void {
  try {
    const line = `${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`
    if (level === 'error') {
      flush()
      process.stderr.write(line)
      return
    }
    if (pending.push(line) === 1) setImmediate(flush)
  } catch {
    // Nowhere left to say it.
  }
}
