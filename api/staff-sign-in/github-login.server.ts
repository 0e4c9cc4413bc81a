import type { StaffSettings } from './staff-settings.server.ts'

const GITHUB_TIMEOUT_MS = 10_000

/**
 * The GitHub login of the person who approved the sign-in: exchanges GitHub's one-time code for an
 * access token with the OAuth App's secret, then asks who the token belongs to. The token, of no
 * scope, only reads the public profile, and is not kept. Undefined when GitHub refuses either.
 */
export async function githubLogin(github: NonNullable<StaffSettings['github']>, code: string): Promise<string | undefined> {
  const exchange = await fetch(`${github.url}/login/oauth/access_token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: github.clientId, client_secret: github.clientSecret, code }),
    signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
  })
  if (!exchange.ok) return undefined
  const { access_token: token } = (await exchange.json()) as { access_token?: unknown }
  if (typeof token !== 'string' || !token) return undefined
  const user = await fetch(`${github.apiUrl}/user`, {
    headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${token}`, 'x-github-api-version': '2022-11-28' },
    signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
  })
  if (!user.ok) return undefined
  const { login } = (await user.json()) as { login?: unknown }
  return typeof login === 'string' && login ? login.toLowerCase() : undefined
}
