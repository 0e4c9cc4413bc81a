type Fields = Record<string, string | number | boolean | undefined>

/**
 * One JSON line per event. Callers pass only what an operator needs (route, status, ids), never
 * names, email addresses or message text. Logging never throws: a closed output must not turn a
 * logged problem into a crash.
 */
export function log(level: 'info' | 'warn' | 'error', event: string, fields: Fields = {}): void {
  try {
    const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
    if (level === 'error') console.error(line)
    else console.log(line)
  } catch {
    // Nowhere left to say it.
  }
}
