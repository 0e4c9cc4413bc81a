import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SERVED_SITE_ENV } from './served-site-env.ts'

/** A message's text with quoted-printable soft breaks and escapes undone, so a long link reads whole. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * The paths the served site mailed to `to` so far that `path` matches (its first group), oldest
 * first. A link names SITE_URL; the tests open its path on the served site.
 */
export function mailedPaths(to: string, path: RegExp): string[] {
  const folder = process.env[SERVED_SITE_ENV.mailDir]
  if (!folder) throw new Error('The global setup did not say where the mail lands')
  return readdirSync(folder)
    .sort((a, b) => parseInt(a) - parseInt(b))
    .map((name) => decoded(readFileSync(join(folder, name), 'utf8')))
    .filter((message) => new RegExp(`^To: ${to}$`, 'mi').test(message))
    .flatMap((message) => path.exec(message)?.[1] ?? [])
}
