import lighthouse, { type Result } from 'lighthouse'
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './lighthouse-categories.ts'

export interface LighthouseRun {
  /** Each category's score, 0 to 100. */
  scores: Record<LighthouseCategory, number>
  /** The audits that cost points, with what Lighthouse says of them: what to fix. */
  shortfalls: string[]
}

/** Lighthouse's own failures that it says another run may not have: its trace came out incomplete. */
const TRANSIENT_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'])
const ATTEMPTS = 3

/**
 * One Lighthouse run on a page, in the Chromium listening on `port`, with Lighthouse's defaults:
 * a mid-range phone, simulated throttling (a slow 4G network and a 4× slower CPU, computed from
 * what the page did, so the figures vary little between runs), storage cleared before the run.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    const error = lhr.runtimeError
    // A run whose trace came out incomplete ("Please run Lighthouse again") is run again.
    if (error && TRANSIENT_ERRORS.has(error.code) && attempt < ATTEMPTS) continue
    if (error) throw new Error(`Lighthouse could not audit ${url}: ${error.code} ${error.message}`)
    return scoresOf(lhr)
  }
}

function scoresOf(lhr: Result): LighthouseRun {
  const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<LighthouseCategory, number>
  const weighed = new Set(LIGHTHOUSE_CATEGORIES.flatMap((id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)))
  const shortfalls = Object.values(lhr.audits)
    .filter((audit) => weighed.has(audit.id) && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
  return { scores, shortfalls }
}
