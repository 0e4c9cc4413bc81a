/** What GET /api/cms/backend answers when the server is set up for signing in with GitHub. */
export interface GithubBackendSettings {
  repo: string
  branch: string
}

/** The path of the server's sign-in handshake, relative to the site, as Decap's `auth_endpoint` wants it. */
const AUTH_ENDPOINT = 'api/cms/auth'

/**
 * Decap's GitHub backend, signing in through the site's own server, or, when the server has no
 * GitHub settings, a stand-in that only the local proxy (`npm run cms`) replaces.
 */
export async function cmsBackend(): Promise<{ backend: Record<string, string>; configured: boolean }> {
  const answer = await fetch('/api/cms/backend').catch(() => undefined)
  if (!answer?.ok) return { backend: { name: 'github', repo: 'not-configured/content' }, configured: false }
  const { repo, branch } = (await answer.json()) as GithubBackendSettings
  return { backend: { name: 'github', repo, branch, base_url: location.origin, auth_endpoint: AUTH_ENDPOINT }, configured: true }
}
