import { randomBytes } from 'node:crypto'
import { createRouter, defineEventHandler, deleteCookie, getCookie, getQuery, sendRedirect, setCookie, setResponseHeaders, type Router } from 'h3'
import { READ_METHODS } from '../http/read-methods.server.ts'
import { sameText } from '../secrets/secrets.server.ts'
import type { CmsGithubSettings } from './cms-github-settings.server.ts'
import { signInAnswerPage } from './sign-in-answer-page.server.ts'

const STATE_COOKIE = 'cms_oauth_state'
/** The sign-in window's round trip through GitHub must end within this time. */
const STATE_SECONDS = 600
const GITHUB_TIMEOUT_MS = 10_000

export interface CmsRouteOptions {
  settings: CmsGithubSettings
  /** Served over HTTPS: the state cookie is then Secure. */
  https: boolean
  /** The site's public origin (SITE_URL): the sign-in hands the token to a window of this origin only. */
  siteUrl: string
  /** Where GitHub's OAuth endpoints are; tests point it at a fake on loopback. */
  githubUrl?: string
}

/**
 * The CMS's sign-in with GitHub, done by the site's own server so no hosted service is needed:
 * - GET /api/cms/backend: the repository and branch Decap CMS's GitHub backend works on;
 * - GET /api/cms/auth: sends the sign-in window to GitHub with a random `state`, kept in an
 *   HttpOnly SameSite=Lax cookie so only this browser can finish the sign-in;
 * - GET /api/cms/callback: checks the state, exchanges GitHub's code for a token with the OAuth
 *   App's secret, and answers the page that hands the token to the CMS.
 * The GitHub OAuth App's callback URL must be the site's /api/cms/callback.
 */
export function cmsRoutes({ settings, https, siteUrl, githubUrl = 'https://github.com' }: CmsRouteOptions): Router {
  const router = createRouter()
  const popupHeaders = {
    // The sign-in window goes to GitHub and back and must still reach the CMS window that opened it.
    'cross-origin-opener-policy': 'unsafe-none',
    'cache-control': 'no-store',
  }

  router.add(
    '/api/cms/backend',
    defineEventHandler(() => ({ repo: settings.repo, branch: settings.branch })),
    READ_METHODS,
  )

  router.add(
    '/api/cms/auth',
    defineEventHandler(async (event) => {
      const state = randomBytes(32).toString('base64url')
      setCookie(event, STATE_COOKIE, state, { httpOnly: true, sameSite: 'lax', secure: https, path: '/api/cms/', maxAge: STATE_SECONDS })
      setResponseHeaders(event, popupHeaders)
      // Public repositories need only public_repo; anything else asked for gets the usual repo scope.
      const scope = getQuery(event).scope === 'public_repo' ? 'public_repo' : 'repo'
      const authorize = new URL('/login/oauth/authorize', githubUrl)
      authorize.search = new URLSearchParams({ client_id: settings.clientId, scope, state }).toString()
      return sendRedirect(event, authorize.href, 302)
    }),
    READ_METHODS,
  )

  router.add(
    '/api/cms/callback',
    defineEventHandler(async (event) => {
      const { code, state } = getQuery(event)
      const expected = getCookie(event, STATE_COOKIE)
      deleteCookie(event, STATE_COOKIE, { path: '/api/cms/' })
      const nonce = randomBytes(16).toString('base64')
      const answer = (message: string) => {
        setResponseHeaders(event, {
          ...popupHeaders,
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`,
        })
        // From the configuration, never from the request: its Host header is whatever the client wrote.
        return signInAnswerPage({ message, origin: siteUrl, nonce })
      }
      const fail = (text: string) => answer(`authorization:github:error:${JSON.stringify({ message: text })}`)

      if (typeof state !== 'string' || !expected || !sameText(state, expected)) {
        event.node.res.statusCode = 403
        return fail('The sign-in was not started from this browser, or took too long. Close this window and sign in again.')
      }
      if (typeof code !== 'string' || !code) {
        event.node.res.statusCode = 400
        return fail('GitHub did not confirm the sign-in. Close this window and sign in again.')
      }
      const token = await exchangeCode(githubUrl, settings, code).catch(() => undefined)
      if (!token) {
        event.node.res.statusCode = 502
        return fail('GitHub refused the sign-in. Close this window and sign in again.')
      }
      return answer(`authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`)
    }),
    READ_METHODS,
  )
  return router
}

/** Exchanges the code GitHub sent back for an access token, with the OAuth App's secret. */
async function exchangeCode(githubUrl: string, settings: CmsGithubSettings, code: string): Promise<string | undefined> {
  const response = await fetch(new URL('/login/oauth/access_token', githubUrl), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code }),
    signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
  })
  if (!response.ok) return undefined
  const body = (await response.json()) as { access_token?: unknown }
  return typeof body.access_token === 'string' && body.access_token ? body.access_token : undefined
}
