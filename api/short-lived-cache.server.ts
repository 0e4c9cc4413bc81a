/**
 * Remembers what `load` found for a key for `ttlMs`, sharing one load among the callers that ask
 * at once: a second-old answer about the build's files or the store's health saves the work of
 * nearly every request. Past `maxEntries` the oldest entry goes, so requests for endless made-up
 * keys cannot grow it.
 */
export function shortLivedCache<T>({ ttlMs, maxEntries, load }: { ttlMs: number; maxEntries: number; load(key: string): Promise<T> }) {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return (key: string, now = Date.now()): Promise<T> => {
    const entry = entries.get(key)
    if (entry && now - entry.at < ttlMs) return entry.value
    entries.delete(key)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
    const value = load(key)
    entries.set(key, { at: now, value })
    return value
  }
}
