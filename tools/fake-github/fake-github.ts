import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeGithub {
  /** What GITHUB_URL is set to: the fake answers both the OAuth endpoints and /api/v3, as GitHub Enterprise does. */
  url: string
  /** Where the fake sends the browser back after "approving": the OAuth App's callback URL. */
  callbackUrl: string
  /**
   * The account that approves the next sign-ins at once, as if signed in to GitHub in the browser;
   * empty, the authorize page asks which account signs in, as GitHub's sign-in page would.
   */
  signedInAs: string
  /** Every authorize request's query, in order, to check what the site asked for. */
  authorizeRequests: URLSearchParams[]
  close(): Promise<void>
}

const readBody = async (request: IncomingMessage) => {
  let body = ''
  for await (const chunk of request) body += chunk
  return request.headers['content-type']?.includes('json') ? (JSON.parse(body || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(body))
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The fake's stand-in for GitHub's own sign-in and approval pages. */
const signInPage = (state: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to GitHub (fake)</title></head>
<body><main><h1>Sign in to GitHub (fake)</h1>
<form method="get" action="/login/oauth/authorize/approve">
<input type="hidden" name="state" value="${escapeAttribute(state)}">
<p><label for="login">Username</label> <input id="login" name="login" required></p>
<p><button type="submit">Authorize</button></p>
</form></main></body></html>`

/**
 * A GitHub on a loopback port that speaks the OAuth web flow as GitHub documents it: GET
 * /login/oauth/authorize sends the browser to the App's callback URL with a one-time `code` and
 * the `state` it was given (GitHub would first ask the person to approve); POST
 * /login/oauth/access_token swaps the code, with the App's id and secret, for a token; GET
 * /api/v3/user answers the token's owner. A wrong secret or a code used twice gets GitHub's
 * `bad_verification_code` error.
 */
export async function startFakeGithub({ clientId, clientSecret }: { clientId: string; clientSecret: string }): Promise<FakeGithub> {
  const codes = new Map<string, string>()
  const tokens = new Map<string, string>()
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-github')
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
    }
    /** Back to the App's callback URL with a one-time code for `login` and the state the site sent. */
    const approve = (login: string, state: string | null) => {
      const code = randomBytes(10).toString('hex')
      codes.set(code, login)
      const back = new URL(fake.callbackUrl)
      back.searchParams.set('code', code)
      if (state !== null) back.searchParams.set('state', state)
      response.writeHead(302, { location: back.href })
      response.end()
    }
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      fake.authorizeRequests.push(url.searchParams)
      if (url.searchParams.get('client_id') !== clientId) return json(404, { message: 'Not Found' })
      if (fake.signedInAs) return approve(fake.signedInAs, url.searchParams.get('state'))
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(signInPage(url.searchParams.get('state') ?? ''))
    }
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize/approve') {
      return approve(url.searchParams.get('login') ?? '', url.searchParams.get('state'))
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = await readBody(request)
      const login = codes.get(body.code ?? '')
      codes.delete(body.code ?? '')
      if (body.client_id !== clientId || body.client_secret !== clientSecret || !login) {
        return json(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' })
      }
      const token = `gho_${randomBytes(18).toString('hex')}`
      tokens.set(token, login)
      return json(200, { access_token: token, token_type: 'bearer', scope: '' })
    }
    if (request.method === 'GET' && url.pathname === '/api/v3/user') {
      const login = tokens.get((request.headers.authorization ?? '').replace(/^(?:Bearer|token) /i, ''))
      if (!login) return json(401, { message: 'Bad credentials' })
      return json(200, { login, id: 1, type: 'User' })
    }
    json(404, { message: 'Not Found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const fake: FakeGithub = {
    url: `http://127.0.0.1:${port}`,
    callbackUrl: '',
    signedInAs: '',
    authorizeRequests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return fake
}
