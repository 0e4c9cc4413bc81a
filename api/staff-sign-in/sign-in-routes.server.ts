import { createError, deleteCookie, getCookie, getQuery, sendRedirect, setCookie, setResponseHeader, type H3Event, type Router } from 'h3'
import { z } from 'zod'
import { READ_METHODS } from '../http/read-methods.server.ts'
import { readStaffForm } from '../http/read-staff-form.server.ts'
import { refuseOtherOrigin } from '../http/refuse-other-origin.server.ts'
import { log } from '../log.server.ts'
import { rateLimitKey } from '../rate-limit/rate-limit-key.server.ts'
import { newSecret, sameText } from '../secrets/secrets.server.ts'
import { findSignedInStaff } from './find-signed-in-staff.server.ts'
import { githubLogin } from './github-login.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { returnTo } from './return-to.server.ts'
import { SIGN_IN_LINK_PATH } from './sign-in-links.server.ts'
import { mayUseConsole } from './staff-colleagues.server.ts'
import { githubStateCookieName, sessionCookieName, staffConsoleOf, type StaffConsole } from './staff-console.server.ts'
import { emailPerson, githubPerson, type StaffPerson } from './staff-person.server.ts'
import { staffRoute } from './staff-route.server.ts'
import { SESSION_LONGEST_MS } from './staff-sessions.server.ts'

/** The round trip through GitHub must end within this time. */
const GITHUB_STATE_SECONDS = 600

const emailAddress = z.email()

/** Counts one sign-in attempt from the request's client, and refuses it (429, Retry-After) over the limit. */
async function limitSignIn(event: H3Event): Promise<void> {
  const staffConsole = staffConsoleOf(event)
  // A budget of its own, apart from the forms', in the same buckets.
  const verdict = await staffConsole.signInLimiter.take(`staff-sign-in:${rateLimitKey(staffConsole.clientAddress(event))}`)
  if (verdict.allowed) return
  setResponseHeader(event, 'retry-after', verdict.retryAfterSeconds)
  throw createError({ statusCode: 429, statusMessage: `There were too many sign-in tries from here. Please wait ${verdict.retryAfterSeconds} seconds and try again.` })
}

/**
 * Signing in to the console and out of it:
 * - GET /staff/sign-in: the ways to sign in that are set up;
 * - POST /staff/sign-in/email: mails a one-time link to a listed address (in the settings or a colleague), with the same answer for any address;
 * - GET and POST /staff/sign-in/link: a link's page, whose button uses the link up and signs in;
 * - GET /staff/sign-in/github and …/callback: GitHub's OAuth sign-in, its `state` in a cookie;
 * - POST /staff/sign-out: ends the session.
 */
export function addSignInRoutes(router: Router, staffConsole: StaffConsole): void {
  const { settings, pages } = staffConsole
  const route = staffRoute(staffConsole)

  const signIn = async (event: H3Event, person: StaffPerson) => {
    const sessionId = await staffConsole.sessions.start(person.id)
    setCookie(event, sessionCookieName(staffConsole), sessionId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: staffConsole.https,
      path: '/',
      maxAge: SESSION_LONGEST_MS / 1000,
    })
    log('info', 'staff_signed_in', { via: person.via })
    await staffConsole.audit({ actor: person.name, action: 'signed-in' })
    return sendRedirect(event, returnTo.take(event), 303)
  }

  router.add(
    '/staff/sign-in',
    route(async (event) => {
      if (await findSignedInStaff(event)) return sendRedirect(event, '/staff/', 303)
      return pages.signIn({ github: Boolean(settings.github), email: settings.emails.length === 0 ? undefined : staffConsole.mailer ? 'mail' : 'operator' })
    }),
    READ_METHODS,
  )

  router.post(
    '/staff/sign-in/email',
    route(async (event) => {
      refuseOtherOrigin(event)
      await limitSignIn(event)
      const { mailer } = staffConsole
      if (!mailer || settings.emails.length === 0) throw createError({ statusCode: 404, statusMessage: 'Links by email are not set up on this site.' })
      const email = ((await readStaffForm(event)).get('email') ?? '').trim().toLowerCase()
      if (!emailAddress.safeParse(email).success) throw createError({ statusCode: 400, statusMessage: 'Please write your email address, like name@example.org.' })
      // Everything else happens after the answer, for every address alike, so the answer and its
      // timing say nothing about whether the address is listed or has had its share of links.
      // An address not listed reads the store as a listed one does, then runs the same statement
      // with a share of none, which makes no link.
      setImmediate(() => {
        mayUseConsole(staffConsole.store.db, settings, emailPerson(email))
          .then(async (listed) => {
            const token = await staffConsole.links.createWithin(email, listed ? settings.linksPerHour : 0)
            if (!listed) return log('info', 'staff_sign_in_link_not_sent', { reason: 'the address is not listed' })
            if (token === undefined) return log('warn', 'staff_sign_in_link_not_sent', { reason: 'the address had its links for this hour' })
            await mailer.send(email, `${staffConsole.siteUrl}${SIGN_IN_LINK_PATH}?token=${token}`)
            log('info', 'staff_sign_in_link_sent')
          })
          .catch((error: Error) => log('error', 'staff_sign_in_link_failed', { reason: error.message }))
      })
      return pages.linkSent()
    }),
  )

  router.add(
    SIGN_IN_LINK_PATH,
    route((event) => {
      const { token } = getQuery(event)
      if (typeof token !== 'string' || !token)
        throw createError({ statusCode: 400, statusMessage: 'This sign-in link is not complete. Copy the whole link from the email, or ask for a new one.' })
      return pages.confirmLink(token)
    }),
    READ_METHODS,
  )

  router.post(
    SIGN_IN_LINK_PATH,
    route(async (event) => {
      refuseOtherOrigin(event)
      await limitSignIn(event)
      const token = (await readStaffForm(event)).get('token')
      const email = token ? await staffConsole.links.redeem(token) : undefined
      if (!email || !(await mayUseConsole(staffConsole.store.db, settings, emailPerson(email)))) {
        throw createError({ statusCode: 403, statusMessage: 'This sign-in link has been used already, has expired (links work for 15 minutes), or is not valid. Ask for a new one.' })
      }
      return signIn(event, emailPerson(email))
    }),
  )

  const { github } = settings
  if (github) {
    router.add(
      '/staff/sign-in/github',
      route(async (event) => {
        await limitSignIn(event)
        const state = newSecret()
        setCookie(event, githubStateCookieName(staffConsole), state, { httpOnly: true, sameSite: 'lax', secure: staffConsole.https, path: '/', maxAge: GITHUB_STATE_SECONDS })
        // No scope: the sign-in only needs to know who the person is, which any token can read.
        const authorize = new URL('/login/oauth/authorize', github.url)
        authorize.search = new URLSearchParams({ client_id: github.clientId, state, allow_signup: 'false' }).toString()
        return sendRedirect(event, authorize.href, 302)
      }),
      READ_METHODS,
    )

    router.add(
      '/staff/sign-in/github/callback',
      route(async (event) => {
        await limitSignIn(event)
        const { code, state } = getQuery(event)
        const cookie = githubStateCookieName(staffConsole)
        const expected = getCookie(event, cookie)
        deleteCookie(event, cookie, { path: '/', secure: staffConsole.https })
        if (typeof state !== 'string' || !expected || !sameText(state, expected)) {
          throw createError({ statusCode: 403, statusMessage: 'This sign-in was not started from this browser, or took too long. Please sign in again.' })
        }
        if (typeof code !== 'string' || !code) throw createError({ statusCode: 400, statusMessage: 'GitHub did not confirm the sign-in. Please sign in again.' })
        const login = await githubLogin(github, code).catch((error: Error) => {
          log('warn', 'staff_github_failed', { reason: error.message })
          return undefined
        })
        if (!login) throw createError({ statusCode: 502, statusMessage: 'GitHub did not confirm who you are. Please sign in again in a moment.' })
        if (!(await mayUseConsole(staffConsole.store.db, settings, githubPerson(login)))) {
          throw createError({
            statusCode: 403,
            statusMessage: 'This GitHub account is not on the list of staff who may use the console. Ask the person who runs the website to add it.',
          })
        }
        return signIn(event, githubPerson(login))
      }),
      READ_METHODS,
    )
  }

  router.post(
    '/staff/sign-out',
    route(async (event) => {
      const person = await requireStaff(event)
      const cookie = sessionCookieName(staffConsole)
      await staffConsole.sessions.end(getCookie(event, cookie)!)
      await staffConsole.audit({ actor: person.name, action: 'signed-out' })
      deleteCookie(event, cookie, { path: '/', secure: staffConsole.https })
      return sendRedirect(event, '/staff/sign-in', 303)
    }),
  )
}
