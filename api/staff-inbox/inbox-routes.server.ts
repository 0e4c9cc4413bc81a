import { createError, getQuery, getRouterParam, sendRedirect, type H3Event, type Router } from 'h3'
import { FORMS, isFormName, type FormName } from '#lib/forms/form-registry.ts'
import { readAuditLog } from '../audit/read-audit-log.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../forms/submission-status.server.ts'
import { readStaffForm } from '../http/read-staff-form.server.ts'
import { exportErasePages } from '../my-data/export-erase-pages.server.tsx'
import { matchesOfSignUp } from '../play-with-me/matches-of-sign-up.server.ts'
import { matchingPages } from '../play-with-me/matching-pages.server.tsx'
import { signedInPage } from '../staff-sign-in/signed-in-page.server.ts'
import { signedInRoute } from '../staff-sign-in/signed-in-route.server.ts'
import type { StaffConsole } from '../staff-sign-in/staff-console.server.ts'
import { lastYearOfWeeks, weekStart } from '../time/clock-time.server.ts'
import { dayEnd, dayStart } from '../time/day-start.server.ts'
import { countOldSpam, deleteOldSpam, MAX_SPAM_DAYS, MIN_SPAM_DAYS } from './delete-old-spam.server.ts'
import { inboxCounts } from './inbox-counts.server.ts'
import { inboxPages, type ListFilters } from './inbox-pages.server.tsx'
import { listInbox, MAX_SEARCH_LENGTH } from './list-inbox.server.ts'
import { openSubmission } from './open-submission.server.ts'
import { markNotSpam, setSubmissionNote, setSubmissionStatus } from './submission-changes.server.ts'
import { weeklySignUps } from './weekly-sign-ups.server.ts'

/** What a POST left to say on the page it redirects back to: a short word in the address, never the visitor's text. */
const CONFIRMATIONS = {
  status: 'The status is saved.',
  note: 'The note is saved.',
  handling: 'The status and the note are saved.',
  unchanged: 'Nothing was changed: the status and the note were already as sent.',
  'not-spam': 'Moved to the inbox. The staff notice it never got is on its way.',
  'not-spam-quiet': 'Moved to the inbox.',
  matched: 'Matched. The parent and the volunteer are emailed at the time shown below; until then you can undo the match.',
  unmatched: 'The match is undone and nobody was emailed. The child is waiting for a match again.',
} as const

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The tokens of the pages before this one, as the page's address keeps them for its "Newer" link. */
const backOf = (value: unknown) => (value === undefined ? [] : text(value).split('.').slice(-100))

const notFound = () => createError({ statusCode: 404, statusMessage: 'There is no such page in the staff console.' })
const noSubmission = () => createError({ statusCode: 404, statusMessage: 'There is no sign-up at this address: it may have been erased.' })

/**
 * The inbox's pages, under /staff/ (each for signed-in staff only, signedInRoute calling requireStaff first):
 * - GET /staff/: what came in across every form, newest first, searched and filtered as a form's list,
 *   with "This week" one link away, and each form by its title with its counts, each a link to its list;
 * - GET /staff/weekly: each form's sign-ups a week over the last year, as a chart and as a table;
 * - GET /staff/forms/:form: its sign-ups, newest first, searched and filtered, paged by keyset;
 * - GET /staff/submissions/:id: one sign-up under the labels the visitor saw (recorded as viewed);
 * - POST /staff/submissions/:id/handling (its status and note, in one form) and …/not-spam, then 303 back with a confirmation;
 * - POST /staff/spam/delete: first a page that says how many sign-ups flagged as likely spam more
 *   than `days` days ago there are, in every form, with the button that confirms; only that button's
 *   POST (with `confirm=yes`) deletes them, then 303 back to /staff/ saying how many;
 * - GET /staff/audit: the audit log, newest first, paged.
 */
export function addInboxRoutes(router: Router, staffConsole: StaffConsole): void {
  const { pages, store } = staffConsole
  const route = signedInRoute(staffConsole)
  const page = signedInPage(router, staffConsole)

  /** A list's filters and page as its address holds them, and that page of `form`'s sign-ups, or of every form's. */
  const listOf = async (event: H3Event, form: FormName | undefined) => {
    const query = getQuery(event)
    const status = text(query.status)
    const { timeZone } = staffConsole
    const filters: ListFilters = {
      search: text(query.q).slice(0, MAX_SEARCH_LENGTH),
      box: status === 'spam' || (SUBMISSION_STATUSES as readonly string[]).includes(status) ? (status as SubmissionStatus | 'spam') : undefined,
      from: dayStart(text(query.from), timeZone) ? text(query.from) : '',
      to: dayStart(text(query.to), timeZone) ? text(query.to) : '',
    }
    const after = text(query.after) || undefined
    const page = await listInbox(store, {
      form,
      box: filters.box,
      search: filters.search,
      from: dayStart(filters.from, timeZone),
      to: dayEnd(filters.to, timeZone),
      after,
    })
    return { filters, items: page.items, next: page.next, after, back: backOf(query.back) }
  }

  page('/staff/', async (event, staff) => {
    const counts = await inboxCounts(store)
    const deleted = Number(getQuery(event).deleted)
    const body = inboxPages.landing({
      counts,
      list: await listOf(event, undefined),
      thisWeek: weekStart(new Date(), staffConsole.timeZone),
      csrfToken: staff.csrfToken,
      deletedSpam: Number.isSafeInteger(deleted) && deleted >= 0 ? deleted : undefined,
    })
    return pages.signedIn(staff, 'Staff console', body, { wide: true })
  })

  page('/staff/forms/:form', async (event, staff) => {
    const form = getRouterParam(event, 'form', { decode: true }) ?? ''
    if (!isFormName(form)) throw notFound()
    const below = exportErasePages.exportForm({ form, csrfToken: staff.csrfToken })
    const body = inboxPages.list({ form, ...(await listOf(event, form)), below })
    return pages.signedIn(staff, FORMS[form].title, body, { wide: true })
  })

  page('/staff/weekly', async (_event, staff) => {
    const { timeZone } = staffConsole
    const weekly = await weeklySignUps(store, lastYearOfWeeks(new Date(), timeZone))
    return pages.signedIn(staff, 'Sign-ups by week', inboxPages.weekly({ weekly, timeZone }), { wide: true })
  })

  page('/staff/submissions/:id', async (event, staff) => {
    const id = getRouterParam(event, 'id', { decode: true }) ?? ''
    const detail = await openSubmission(store, { id, actor: staff.name, playRetentionDays: staffConsole.playRetentionDays })
    if (!detail) throw noSubmission()
    const done = text(getQuery(event).done)
    const confirmation = Object.hasOwn(CONFIRMATIONS, done) ? CONFIRMATIONS[done as keyof typeof CONFIRMATIONS] : undefined
    const title = isFormName(detail.form) ? FORMS[detail.form].title : 'Sign-up'
    const { form } = detail
    const matching =
      form === 'play-signup' || form === 'volunteer-signup'
        ? {
            section: matchingPages.recordSection({
              form,
              id,
              matches: await matchesOfSignUp(store, id),
              offered: detail.spam ? 'spam' : detail.status === 'done' ? 'done' : undefined,
              csrfToken: staff.csrfToken,
              now: new Date(),
            }),
            doneEffect: matchingPages.doneEffect(form),
          }
        : undefined
    return pages.signedIn(staff, title, inboxPages.submission({ detail, csrfToken: staff.csrfToken, confirmation, matching }))
  })

  /** A change to one submission: the signed-in person, the form's fields, then back to its page with a confirmation. */
  const change = (handle: (event: H3Event, id: string, actor: string, fields: URLSearchParams) => Promise<keyof typeof CONFIRMATIONS>) =>
    route(async (event, staff) => {
      const id = getRouterParam(event, 'id', { decode: true }) ?? ''
      const done = await handle(event, id, staff.name, await readStaffForm(event))
      return sendRedirect(event, `/staff/submissions/${encodeURIComponent(id)}?done=${done}`, 303)
    })

  router.post(
    '/staff/submissions/:id/handling',
    change(async (_event, id, actor, fields) => {
      const status = fields.get('status') ?? ''
      if (!(SUBMISSION_STATUSES as readonly string[]).includes(status)) throw createError({ statusCode: 400, statusMessage: 'Choose a status: new, in progress or done.' })
      const note = (fields.get('note') ?? '').trim()
      const stored = await store.within(STORE_DEADLINES.consoleMs, () => store.db.selectFrom('submissions').select(['status', 'note']).where('id', '=', id).executeTakeFirst())
      if (!stored) throw noSubmission()
      // Status and note come in one form, so neither is lost when staff change both; only what changed is written and audited.
      const noteChanged = note !== (stored.note ?? '')
      const statusChanged = status !== stored.status
      if (noteChanged) {
        try {
          if (!(await setSubmissionNote(store, { id, note, actor }))) throw noSubmission()
        } catch (error) {
          if (error instanceof RangeError)
            throw createError({ statusCode: 400, statusMessage: `${error.message} Nothing was saved, the status neither: go back, shorten the note and save again.` })
          throw error
        }
      }
      if (statusChanged && !(await setSubmissionStatus(store, { id, status: status as SubmissionStatus, actor }))) throw noSubmission()
      return statusChanged && noteChanged ? 'handling' : statusChanged ? 'status' : noteChanged ? 'note' : 'unchanged'
    }),
  )

  router.post(
    '/staff/submissions/:id/not-spam',
    change(async (_event, id, actor) => {
      const { onNoticeQueued } = staffConsole
      const moved = await markNotSpam(store, { id, actor, notify: onNoticeQueued !== undefined })
      // Marked already (twice, or from two places at once): nothing more to do, but it must exist.
      if (!moved && !(await store.db.selectFrom('submissions').select('id').where('id', '=', id).executeTakeFirst())) throw noSubmission()
      if (moved && onNoticeQueued) onNoticeQueued()
      return onNoticeQueued ? 'not-spam' : 'not-spam-quiet'
    }),
  )

  router.post(
    '/staff/spam/delete',
    route(async (event, staff) => {
      const fields = await readStaffForm(event)
      const days = fields.get('days') ?? ''
      if (!/^\d{1,4}$/.test(days) || Number(days) < MIN_SPAM_DAYS || Number(days) > MAX_SPAM_DAYS)
        throw createError({ statusCode: 400, statusMessage: `Write the number of days as a whole number from ${MIN_SPAM_DAYS} to ${MAX_SPAM_DAYS}, like 30.` })
      const olderThanDays = Number(days)
      if (fields.get('confirm') !== 'yes') {
        const count = await countOldSpam(store, { olderThanDays })
        return pages.signedIn(staff, 'Delete old spam?', inboxPages.confirmSpamDeletion({ days: olderThanDays, count, csrfToken: staff.csrfToken }))
      }
      const deleted = await deleteOldSpam(store, { olderThanDays, actor: staff.name })
      return sendRedirect(event, `/staff/?deleted=${deleted}`, 303)
    }),
  )

  page('/staff/audit', async (event, staff) => {
    const query = getQuery(event)
    const after = text(query.after) || undefined
    const page = await readAuditLog(store, { after })
    const body = inboxPages.audit({ entries: page.entries, next: page.next, after, back: backOf(query.back) })
    return pages.signedIn(staff, 'Audit log', body, { wide: true })
  })
}
