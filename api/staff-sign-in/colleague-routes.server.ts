import { createError, getQuery, sendRedirect, setResponseStatus, type Router } from 'h3'
import { z } from 'zod'
import { readStaffForm } from '../http/read-staff-form.server.ts'
import { colleaguePages, type ColleagueForm, type ColleagueWays } from './colleague-pages.server.tsx'
import { signedInPage } from './signed-in-page.server.ts'
import { signedInRoute } from './signed-in-route.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'
import { isFirstStaff } from './staff-colleagues.server.ts'
import type { StaffConsole } from './staff-console.server.ts'
import { emailPerson, githubPerson, personOf, type StaffPerson } from './staff-person.server.ts'

const emailAddress = z.email()

/** GitHub's rule for logins: letters, digits and single hyphens between them, at most 39. */
const GITHUB_LOGIN = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i

const DONE: Record<string, string> = {
  added: 'Added. They can sign in now.',
  removed: 'Removed. They are signed out and can no longer sign in.',
}

const FIRST_STAFF_REFUSAL = (name: string) =>
  `${name} is set by the server's settings, so the console cannot remove them. The person who runs the website's server can change those settings.`

/**
 * Colleagues, under /staff/colleagues (each for signed-in staff only, signedInRoute calling requireStaff first):
 * - GET /staff/colleagues: who may use the console (the first staff, set by the server's settings,
 *   then the colleagues added here) and the form that adds one;
 * - POST /staff/colleagues: adds a colleague by email address and/or GitHub login (the ways to sign
 *   in the site has set up), then 303 back; a wrong field is shown again beside it (400);
 * - POST /staff/colleagues/remove: first a page that asks, with the button that confirms; only that
 *   button's POST (with `confirm=yes`) removes the colleague and ends their sessions, then 303 back.
 */
export function addColleagueRoutes(router: Router, staffConsole: StaffConsole): void {
  const { pages, settings, colleagues } = staffConsole
  // A refusal here (a first staff member, a colleague removed meanwhile) leads back to this page, where the person still is signed in.
  const back = { href: '/staff/colleagues', words: 'Back to the colleagues page' }
  const route = signedInRoute(staffConsole, back)
  const page = signedInPage(router, staffConsole, back)
  const ways: ColleagueWays = { email: settings.emails.length > 0, github: settings.github !== undefined }
  const firstStaff = [...settings.emails.map(emailPerson), ...(settings.github ? settings.githubLogins.map(githubPerson) : [])]

  const showList = async (staff: SignedInStaff, form: ColleagueForm, done?: string) =>
    pages.signedIn(staff, 'Colleagues', colleaguePages.list({ firstStaff, colleagues: await colleagues.list(), ways, form, done, csrfToken: staff.csrfToken }), { wide: true })

  page('/staff/colleagues', async (event, staff) => showList(staff, { email: '', github: '', errors: {} }, DONE[String(getQuery(event).done)]))

  router.post(
    '/staff/colleagues',
    route(async (event, staff) => {
      const fields = await readStaffForm(event)
      const email = ways.email ? (fields.get('email') ?? '').trim().toLowerCase() : ''
      const github = ways.github ? (fields.get('github') ?? '').trim().replace(/^@/, '') : ''
      const errors: ColleagueForm['errors'] = {}
      const people: StaffPerson[] = []
      const check = async (field: 'email' | 'github', person: StaffPerson) => {
        if (isFirstStaff(person, settings)) errors[field] = `${person.name} may sign in already: it is set by the server's settings.`
        else if (await colleagues.includes(person)) errors[field] = `${person.name} is already a colleague.`
        else people.push(person)
      }
      if (email && !emailAddress.safeParse(email).success) errors.email = 'Write their email address, like name@example.org.'
      else if (email) await check('email', emailPerson(email))
      if (github && !GITHUB_LOGIN.test(github)) errors.github = 'Write their GitHub login as GitHub shows it, letters, digits and hyphens, like octocat.'
      else if (github) await check('github', githubPerson(github))
      if (!email && !github) errors[ways.email ? 'email' : 'github'] = ways.email && ways.github ? 'Write their email address, their GitHub login, or both.' : 'Write it here.'
      if (Object.keys(errors).length > 0) {
        setResponseStatus(event, 400)
        return showList(staff, { email, github, errors })
      }
      await colleagues.add(people, staff.name)
      return sendRedirect(event, '/staff/colleagues?done=added', 303)
    }),
  )

  router.post(
    '/staff/colleagues/remove',
    route(async (event, staff) => {
      const fields = await readStaffForm(event)
      const person = personOf(fields.get('person') ?? '')
      const notThere = () => createError({ statusCode: 404, statusMessage: 'That person is not among the colleagues: they may have been removed already.' })
      if (!person) throw notThere()
      if (isFirstStaff(person, settings)) throw createError({ statusCode: 400, statusMessage: FIRST_STAFF_REFUSAL(person.name) })
      if (fields.get('confirm') !== 'yes') {
        if (!(await colleagues.includes(person))) throw notThere()
        return pages.signedIn(staff, `Remove ${person.name}?`, colleaguePages.confirmRemoval({ person, csrfToken: staff.csrfToken }))
      }
      if (!(await colleagues.remove(person, staff.name))) throw notThere()
      return sendRedirect(event, '/staff/colleagues?done=removed', 303)
    }),
  )
}
