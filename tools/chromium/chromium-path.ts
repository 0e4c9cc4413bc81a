import { existsSync } from 'node:fs'

/** Debian's Chromium, or the browser CHROME_PATH names. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  return candidates.find((path) => existsSync(path))
}
