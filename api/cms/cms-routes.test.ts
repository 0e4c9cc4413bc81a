import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApp, toNodeListener } from 'h3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cmsRoutes } from './cms-routes.server.ts'

/** The site's public origin (SITE_URL), which is not where these tests reach the routes. */
const SITE_ORIGIN = 'https://www.example.org'
const settings = { clientId: 'Iv1.testclient', clientSecret: 'a-secret-of-the-oauth-app-0123456789', repo: 'senseahead/website', branch: 'main' }

/** Listens on a free loopback port; every request in these tests stays on this machine. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// A stand-in for GitHub's token endpoint: it knows one code, and records what it was sent.
const exchanges: Record<string, string>[] = []
const fakeGithub = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    if (request.method !== 'POST' || request.url !== '/login/oauth/access_token') return response.writeHead(404).end()
    const sent = JSON.parse(body) as Record<string, string>
    exchanges.push(sent)
    response.writeHead(200, { 'content-type': 'application/json' })
    const known = sent.code === 'good-code' && sent.client_secret === settings.clientSecret
    response.end(JSON.stringify(known ? { access_token: 'gho_token', token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code' }))
  })
})
let site: Server
let siteUrl = ''
let githubUrl = ''

beforeAll(async () => {
  githubUrl = await listen(fakeGithub)
  const app = createApp()
  app.use(cmsRoutes({ settings, https: false, siteUrl: SITE_ORIGIN, githubUrl }))
  site = createServer(toNodeListener(app))
  siteUrl = await listen(site)
})

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve))
  await new Promise((resolve) => fakeGithub.close(resolve))
})

/** Starts a sign-in: the state GitHub is sent, and the cookie that keeps it. */
async function startSignIn(scope = 'repo') {
  const response = await fetch(`${siteUrl}/api/cms/auth?provider=github&site_id=localhost&scope=${scope}`, { redirect: 'manual' })
  const location = new URL(response.headers.get('location')!)
  const cookie = response.headers.get('set-cookie')!
  return { response, location, cookie, state: location.searchParams.get('state')! }
}

describe('signing in to the CMS with GitHub', () => {
  test('tells the CMS the repository and branch', async () => {
    expect(await (await fetch(`${siteUrl}/api/cms/backend`)).json()).toEqual({ repo: 'senseahead/website', branch: 'main' })
  })

  test('sends the sign-in window to GitHub with the client id, the scope and a random state kept in an HttpOnly SameSite=Lax cookie', async () => {
    const { response, location, cookie, state } = await startSignIn()
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`)
    expect(location.searchParams.get('client_id')).toBe(settings.clientId)
    expect(location.searchParams.get('scope')).toBe('repo')
    expect(state).toMatch(/^[\w-]{40,}$/)
    expect(cookie).toContain(`cms_oauth_state=${state}`)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect((await startSignIn()).state).not.toBe(state)
    expect((await startSignIn('admin:org')).location.searchParams.get('scope')).toBe('repo')
  })

  test('with the state it set, exchanges the code and hands the token to the CMS window, under a policy that runs only its own script', async () => {
    const { cookie, state } = await startSignIn()
    exchanges.length = 0
    const response = await fetch(`${siteUrl}/api/cms/callback?code=good-code&state=${state}`, { headers: { cookie: cookie.split(';')[0]! } })
    expect(response.status).toBe(200)
    expect(exchanges).toEqual([{ client_id: settings.clientId, client_secret: settings.clientSecret, code: 'good-code' }])
    const page = await response.text()
    expect(page).toContain(JSON.stringify('authorization:github:success:{"token":"gho_token","provider":"github"}'))
    // SITE_URL, not the address the request was sent to.
    expect(page).toContain(`const origin = ${JSON.stringify(SITE_ORIGIN)}`)
    const nonce = /<script nonce="([^"]+)">/.exec(page)![1]
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`)
    expect(response.headers.get('set-cookie')).toMatch(/cms_oauth_state=;/)
  })

  test('refuses a callback without the state it set, or with another one, and never asks GitHub for a token then', async () => {
    const { cookie } = await startSignIn()
    exchanges.length = 0
    const forged = await fetch(`${siteUrl}/api/cms/callback?code=good-code&state=forged`, { headers: { cookie: cookie.split(';')[0]! } })
    expect(forged.status).toBe(403)
    expect(await forged.text()).toContain('authorization:github:error:')
    // As long in letters as the state it set, longer in bytes: refused, not an error.
    const state = /cms_oauth_state=([^;]*)/.exec(cookie)![1]!
    const accented = await fetch(`${siteUrl}/api/cms/callback?code=good-code&state=${encodeURIComponent(`é${state.slice(1)}`)}`, { headers: { cookie: cookie.split(';')[0]! } })
    expect(accented.status).toBe(403)
    const noCookie = await fetch(`${siteUrl}/api/cms/callback?code=good-code&state=whatever`)
    expect(noCookie.status).toBe(403)
    expect(exchanges).toEqual([])
  })

  test('answers an error to the CMS window when GitHub refuses the code', async () => {
    const { cookie, state } = await startSignIn()
    const response = await fetch(`${siteUrl}/api/cms/callback?code=stale-code&state=${state}`, { headers: { cookie: cookie.split(';')[0]! } })
    expect(response.status).toBe(502)
    const page = await response.text()
    expect(page).toContain('authorization:github:error:')
    expect(page).not.toContain('token')
  })
})
