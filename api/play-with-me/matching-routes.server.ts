import { createError, getQuery, getRouterParam, sendRedirect, type Router } from 'h3'
import { AGE_GROUPS } from '#lib/forms/form-options.ts'
import { readStaffForm } from '../http/read-staff-form.server.ts'
import { signedInPage } from '../staff-sign-in/signed-in-page.server.ts'
import { signedInRoute } from '../staff-sign-in/signed-in-route.server.ts'
import type { StaffConsole } from '../staff-sign-in/staff-console.server.ts'
import { makeMatch } from './make-match.server.ts'
import { matchOverlaps } from './match-overlaps.server.ts'
import { matchesOfSignUp } from './matches-of-sign-up.server.ts'
import { matchingPages } from './matching-pages.server.tsx'
import { undoMatch } from './undo-match.server.ts'
import { waitingSignUps } from './waiting-sign-ups.server.ts'

/** Longer game filters are cut here: no game's name is longer. */
const MAX_GAME_LENGTH = 100

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const mentions = (answer: string, game: string) => answer.normalize('NFKC').toLowerCase().includes(game)

const REFUSALS = {
  'not-a-child': { statusCode: 404, statusMessage: 'There is no Play With Me registration to match at this address: it may have been erased, or be flagged as likely spam.' },
  'not-a-volunteer': { statusCode: 404, statusMessage: 'That volunteer application is not there any more, or is flagged as likely spam. Go back and choose another volunteer.' },
  'child-matched': {
    statusCode: 409,
    statusMessage: 'This child is already matched with a volunteer (perhaps by someone else a moment ago). Open the child’s record to see the match.',
  },
} as const

/**
 * Play With Me matching, under /staff/matching (each for signed-in staff only, signedInRoute calling requireStaff first):
 * - GET /staff/matching: the children waiting and the volunteers, filtered by age group and game;
 * - GET /staff/matching/children/:id: one child with the volunteers, those who share most first;
 * - POST /staff/matching/match: pairs a child with a volunteer, then 303 to the child's record;
 * - POST /staff/matching/:id/undo: undoes a match whose emails have not gone, then 303 to the child's record.
 */
export function addMatchingRoutes(router: Router, staffConsole: StaffConsole): void {
  const { pages, store } = staffConsole
  const back = { href: '/staff/matching', words: 'Back to Play With Me matching' }
  const route = signedInRoute(staffConsole, back)
  const page = signedInPage(router, staffConsole, back)

  page('/staff/matching', async (event, staff) => {
    const query = getQuery(event)
    const age = (AGE_GROUPS as readonly string[]).includes(text(query.age)) ? text(query.age) : ''
    const game = text(query.game).trim().slice(0, MAX_GAME_LENGTH)
    const folded = game.normalize('NFKC').toLowerCase()
    const { children, volunteers } = await waitingSignUps(store)
    const body = matchingPages.board({
      children: children.filter((child) => (!age || child.ageGroup === age) && (!folded || mentions(child.preferredGames, folded))),
      volunteers: volunteers.filter((volunteer) => !folded || mentions(volunteer.preferredGames, folded)),
      filters: { age, game },
    })
    return pages.signedIn(staff, 'Play With Me matching', body, { wide: true })
  })

  page('/staff/matching/children/:id', async (event, staff) => {
    const id = getRouterParam(event, 'id', { decode: true }) ?? ''
    const { children, volunteers } = await waitingSignUps(store, { childId: id })
    const child = children[0]
    if (!child) throw createError(REFUSALS['not-a-child'])
    const [matched] = await matchesOfSignUp(store, child.id)
    const score = ({ times, games }: { times: string[]; games: string[] }) => times.length + 2 * games.length
    const choices = volunteers
      .map((volunteer) => ({ volunteer, overlaps: matchOverlaps(child, volunteer) }))
      // The most in common first; then the volunteers with the fewest children; then who waited longest.
      .sort((a, b) => score(b.overlaps) - score(a.overlaps) || a.volunteer.matches - b.volunteer.matches)
    return pages.signedIn(staff, `A volunteer for ${child.childName || 'this child'}`, matchingPages.child({ child, choices, matched, csrfToken: staff.csrfToken }), { wide: true })
  })

  router.post(
    '/staff/matching/match',
    route(async (event, staff) => {
      const fields = await readStaffForm(event)
      const result = await makeMatch(store, {
        childId: fields.get('child') ?? '',
        volunteerId: fields.get('volunteer') ?? '',
        actor: staff.name,
        holdMs: staffConsole.matchHoldMinutes * 60_000,
      })
      if (!result.made) throw createError(REFUSALS[result.reason])
      // Emails due at once (MATCH_HOLD_MINUTES=0) go now, not at the outbox's next look.
      if (staffConsole.matchHoldMinutes === 0) staffConsole.onNoticeQueued?.()
      return sendRedirect(event, `/staff/submissions/${encodeURIComponent(fields.get('child')!)}?done=matched`, 303)
    }),
  )

  router.post(
    '/staff/matching/:id/undo',
    route(async (event, staff) => {
      const result = await undoMatch(store, { matchId: getRouterParam(event, 'id', { decode: true }) ?? '', actor: staff.name })
      if (!result.undone) {
        throw createError(
          result.reason === 'not-found'
            ? { statusCode: 404, statusMessage: 'There is no such match: it may have been undone already.' }
            : {
                statusCode: 409,
                statusMessage: 'The emails about this match have gone to the parent and the volunteer, so it can no longer be undone here. Contact them before changing anything.',
              },
        )
      }
      return sendRedirect(event, `/staff/submissions/${encodeURIComponent(result.childId)}?done=unmatched`, 303)
    }),
  )
}
