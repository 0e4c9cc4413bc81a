import { newestFirst } from './newest-first.ts'

/**
 * The stories the home page shows of a list (episodes or posts): the newest `latestOnHome` of the
 * settings. The page, its structured data and every test that expects what it shows take them from
 * here, so a story added beyond that number changes what they expect, not whether they pass.
 */
export function latestOnHome<T extends { date: string }>(stories: readonly T[], settings: { community: { latestOnHome: number } }): T[] {
  return newestFirst(stories).slice(0, settings.community.latestOnHome)
}
