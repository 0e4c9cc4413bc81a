import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startMailCatcher } from '#api/testing/start-mail-catcher.ts'
import { chromiumPath } from '#tools/chromium/chromium-path.ts'
import { startFakeGithub } from '#tools/fake-github/fake-github.ts'
import { startSite } from '#tools/start-site/start-site.ts'
import { SERVED_SITE_ENV } from './served-site-env.ts'
import { E2E_STAFF } from './staff-console.ts'

const clientRoot = fileURLToPath(new URL('../../dist/client/', import.meta.url))

/**
 * Serves the built site to the browser tests as `npm start` runs it (its own process, on a free
 * loopback port, with a fresh store of its own), so they see what visitors get; with the staff
 * console on, a fake GitHub and a mail server on loopback, whose mail lands in a folder the tests
 * read. The function it returns is Playwright's teardown, run after the last test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumPath()) throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.")
  if (!existsSync(`${clientRoot}404.html`)) throw new Error('No build found: run `npm run build` before the browser tests.')
  // Tests fill forms faster than people and send many: neither should count against them here.
  const mailDir = mkdtempSync(join(tmpdir(), 'senseahead-e2e-mail-'))
  const mail = await startMailCatcher(0, mailDir)
  const github = await startFakeGithub(E2E_STAFF.githubApp)
  const site = await startSite({
    env: {
      RATE_LIMIT_PER_MINUTE: '1000000',
      STAFF_SIGN_IN_PER_MINUTE: '1000000',
      STAFF_LINKS_PER_HOUR: '1000000',
      MIN_FILL_SECONDS: '0',
      STAFF_EMAILS: E2E_STAFF.emails.join(','),
      STAFF_GITHUB_LOGINS: E2E_STAFF.githubLogin,
      STAFF_GITHUB_CLIENT_ID: E2E_STAFF.githubApp.clientId,
      STAFF_GITHUB_CLIENT_SECRET: E2E_STAFF.githubApp.clientSecret,
      GITHUB_URL: github.url,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      NOTIFY_EMAIL: 'office@example.org',
    },
  })
  github.callbackUrl = `${site.baseUrl}/staff/sign-in/github/callback`
  process.env[SERVED_SITE_ENV.baseUrl] = site.baseUrl
  process.env[SERVED_SITE_ENV.dataDir] = site.dataDir
  process.env[SERVED_SITE_ENV.mailDir] = mailDir
  return async () => {
    // SIGTERM first, as a deploy would: the store is closed properly before its folder goes.
    await site.stop('SIGTERM')
    await site.remove()
    await github.close()
    await mail.close()
    rmSync(mailDir, { recursive: true, force: true })
  }
}
