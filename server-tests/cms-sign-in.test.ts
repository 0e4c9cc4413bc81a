import { expect, test } from 'vitest'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { httpRequest } from './support/http-request.ts'
import { rawRequest } from './support/raw-request.ts'
import { removeAfterEach } from './support/remove-after-each.ts'
import { runStartToExit } from './support/run-start-to-exit.ts'

/**
 * The content editor's sign-in window ends on a page that hands the GitHub token to the window
 * that opened it, and only to a window of the site's own origin: SITE_URL, never an origin the
 * request names (its Host header is whatever the client wrote).
 */

const GITHUB = { GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef', GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789abcdef01234567', CMS_GITHUB_REPO: 'senseahead/website' }
const SITE_URL = 'https://www.example.org'

let site: StartedSite | undefined
removeAfterEach(() => site)

/** The origin the sign-in page sends its messages to. */
async function signInTarget(host: string): Promise<string | undefined> {
  const { responses } = await rawRequest(site!.port, httpRequest({ path: '/api/cms/callback?code=a-code&state=a-state', headers: { Host: host, Connection: 'close' } }))
  expect(responses[0]?.status).toBe(403)
  const literal = /const origin = ("[^"]*")/.exec(responses[0]!.body.toString())?.[1]
  return literal === undefined ? undefined : (JSON.parse(literal) as string)
}

test("the sign-in page hands the token only to SITE_URL's origin, whatever Host the request names", async () => {
  site = await startSite({ env: { ...GITHUB, SITE_URL } })
  for (const host of ['attacker.example', 'www.example.org', `127.0.0.1:${site.port}`]) expect(await signInTarget(host), host).toBe(SITE_URL)
})

test('HEAD on the sign-in addresses read with GET answers as GET does, without a body', async () => {
  site = await startSite({ env: GITHUB })
  for (const path of ['/api/cms/backend', '/api/cms/auth']) {
    const [get, head] = await Promise.all(['GET', 'HEAD'].map((method) => fetch(`${site!.baseUrl}${path}`, { method, redirect: 'manual', signal: AbortSignal.timeout(5000) })))
    expect({ path, status: head!.status }).toEqual({ path, status: get!.status })
    expect(await head!.text()).toBe('')
  }
})

test('a SITE_URL that is not an origin stops the start with a line that says so', async () => {
  for (const value of ['www.example.org', 'https://www.example.org/blog', 'ftp://www.example.org']) {
    const finished = await runStartToExit({ SITE_URL: value })
    expect(finished.code, value).toBe(1)
    expect(finished.stderr.join('\n'), value).toMatch(/SITE_URL: .*https:\/\/senseahead\.org/)
  }
})
