import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumPath } from '../../tools/chromium/chromium-path.ts'
import { startSite } from '../../tools/start-site/start-site.ts'
import { SERVED_SITE_ENV } from './served-site-env.ts'

const clientRoot = fileURLToPath(new URL('../../dist/client/', import.meta.url))

/**
 * Serves the built site to the browser tests as `npm start` runs it (its own process, on a free
 * loopback port, with a fresh store of its own), so they see what visitors get. The function it
 * returns is Playwright's teardown, run after the last test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumPath()) throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.")
  if (!existsSync(`${clientRoot}404.html`)) throw new Error('No build found: run `npm run build` before the browser tests.')
  // Tests fill forms faster than people and send many: neither should count against them here.
  const site = await startSite({ env: { RATE_LIMIT_PER_MINUTE: '1000000', MIN_FILL_SECONDS: '0' } })
  process.env[SERVED_SITE_ENV.baseUrl] = site.baseUrl
  process.env[SERVED_SITE_ENV.dataDir] = site.dataDir
  return async () => {
    // SIGTERM first, as a deploy would: the store is closed properly before its folder goes.
    await site.stop('SIGTERM')
    await site.remove()
  }
}
