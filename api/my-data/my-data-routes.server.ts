import { createRouter, defineEventHandler, getRequestHeader, getRouterParam, isError, setResponseHeader, setResponseStatus, type EventHandler, type H3Event, type Router } from 'h3'
import type { ReactNode } from 'react'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import type { UpdatesState } from '../forms/updates-consent.server.ts'
import { READ_METHODS } from '../http/read-methods.server.ts'
import { readStaffForm } from '../http/read-staff-form.server.ts'
import { refuseOtherOrigin } from '../http/refuse-other-origin.server.ts'
import { log } from '../log.server.ts'
import { rateLimitKey } from '../rate-limit/rate-limit-key.server.ts'
import type { RateLimiter } from '../rate-limit/rate-limiter.server.ts'
import { PERSON_LINK_PATHS, type LinkPurpose, type PersonLinks } from '../secrets/signed-links.server.ts'
import { changeUpdates } from './change-updates.server.ts'
import { eraseSubmissions } from './erase-submissions.server.ts'
import { myDataPages, type SiteContact, personPage } from './my-data-pages.server.tsx'

/** The addresses of the pages the links in a confirmation open. */
export const isMyDataPath = (path: string) => path.startsWith('/my-data/')

/** Who the audit log names when a person acts through a link in their confirmation. */
export const PERSON_ACTOR = 'the person, by their link'

export interface MyData {
  store: Pick<Store, 'db' | 'transaction' | 'within' | 'forgetDeleted'>
  links: PersonLinks
  /** The site's style sheets, for its look. */
  stylesheets: readonly string[]
  contact: SiteContact
  /** The forms' limiter: each client gets a budget of the same size for these pages, apart from the forms'. */
  rateLimiter: RateLimiter
  /** The client address the limit counts, as the forms take it. */
  clientAddress: (request: H3Event['node']['req']) => string
}

/**
 * The pages the links in a confirmation open, each for the one purpose its link was signed for:
 * - /my-data/<token>: what is stored, under the labels the person saw, and a button (POST) that
 *   asks once more, saying what will go; only that page's button (POST with `confirm=yes`) erases
 *   it, with the same code and audit log as staff's erasure;
 * - /my-data/confirm/<token>: a button (POST) that confirms their request for updates;
 * - /my-data/stop-updates/<token>: a button (POST, also the one click of List-Unsubscribe) that
 *   stops it.
 * A link forged, expired, or whose work is done gets one plain page that shows nothing of anyone.
 * Every POST must come from the page itself (its Origin), as a browser sends it, so another site
 * cannot erase, confirm or stop anything in a visitor's name; the one exception is the one click of
 * List-Unsubscribe-Post (RFC 8058), which a mail program sends with no Origin at all. A client that
 * opens links over and over (guessing, or a mail scanner gone wrong) is slowed down first.
 */
export function myDataRoutes({ store, links, stylesheets, contact, rateLimiter, clientAddress }: MyData): Router {
  const router = createRouter()
  const answer = (event: H3Event, title: string, body: ReactNode, status = 200) => {
    setResponseStatus(event, status)
    setResponseHeader(event, 'content-type', 'text/html; charset=utf-8')
    return personPage({ title, body, stylesheets })
  }
  /** `handler`, after one count against the client's budget; over it, a plain page that says when to try again. */
  const limited = (handler: EventHandler) =>
    defineEventHandler(async (event) => {
      const verdict = await rateLimiter.take(`my-data:${rateLimitKey(clientAddress(event.node.req))}`)
      if (verdict.allowed) return handler(event)
      setResponseHeader(event, 'retry-after', verdict.retryAfterSeconds)
      return answer(event, 'Please wait a moment', myDataPages.tooManyTries(verdict.retryAfterSeconds), 429)
    })
  /**
   * `handler`, for a POST from the link's own page; `oneClick` also lets through a mail program's
   * unsubscribe, which names no origin (a browser names one on every POST) and sends that one field.
   */
  const fromOwnPage = (handler: EventHandler, { oneClick = false } = {}) =>
    defineEventHandler(async (event) => {
      try {
        if (!(oneClick && (await isMailProgramsOneClick(event)))) refuseOtherOrigin(event)
      } catch (error) {
        if (!isError(error) || error.statusCode !== 403) throw error
        return answer(event, 'Please try again', myDataPages.fromElsewhere(), 403)
      }
      return handler(event)
    })
  const doesNotWork = (event: H3Event) => answer(event, 'This link does not work', myDataPages.linkDoesNotWork(contact), 404)
  /** The submission a link of `purpose` is for, or undefined when it is forged or expired. */
  const linkedSubmission = (event: H3Event, purpose: LinkPurpose) => {
    const checked = links.check(getRouterParam(event, 'token', { decode: true }) ?? '', purpose)
    if (!checked.valid) log('info', 'person_link_refused', { purpose, reason: checked.reason })
    return checked.valid ? checked.submissionId : undefined
  }
  const here = (event: H3Event, purpose: LinkPurpose) => `${PERSON_LINK_PATHS[purpose]}${encodeURIComponent(getRouterParam(event, 'token', { decode: true }) ?? '')}`
  const readUpdates = (id: string) => store.within(STORE_DEADLINES.consoleMs, () => store.db.selectFrom('submissions').select('updates').where('id', '=', id).executeTakeFirst())
  const readOwn = (id: string) =>
    store.within(STORE_DEADLINES.consoleMs, () =>
      store.db.selectFrom('submissions').select(['id', 'form', 'created_at', 'data', 'updates', 'updates_confirmed_at']).where('id', '=', id).executeTakeFirst(),
    )

  router.add(
    `${PERSON_LINK_PATHS['see-or-delete']}:token`,
    limited(async (event) => {
      const id = linkedSubmission(event, 'see-or-delete')
      if (!id) return doesNotWork(event)
      const row = await readOwn(id)
      if (!row) return doesNotWork(event)
      const shown = {
        form: row.form,
        receivedAt: row.created_at,
        reference: submissionReference(row.id),
        data: JSON.parse(row.data) as Record<string, unknown>,
        updates: row.updates as UpdatesState | null,
        updatesConfirmedAt: row.updates_confirmed_at,
      }
      return answer(event, 'Your data', myDataPages.show(shown, here(event, 'see-or-delete'), contact))
    }),
    READ_METHODS,
  )
  router.post(
    `${PERSON_LINK_PATHS['see-or-delete']}:token`,
    limited(
      fromOwnPage(async (event) => {
        const id = linkedSubmission(event, 'see-or-delete')
        if (!id) return doesNotWork(event)
        if ((await readStaffForm(event)).get('confirm') !== 'yes') {
          const row = await readOwn(id)
          if (!row) return doesNotWork(event)
          const asked = { form: row.form, receivedAt: row.created_at, reference: submissionReference(row.id) }
          return answer(event, 'Delete your data?', myDataPages.confirmDelete(asked, here(event, 'see-or-delete')))
        }
        const erased = await eraseSubmissions(store, { ids: [id], actor: PERSON_ACTOR })
        if (erased.total === 0) return doesNotWork(event)
        log('info', 'submission_erased_by_person', { form: erased.forms[0]!.form })
        return answer(event, 'Your data is deleted', myDataPages.deleted(contact))
      }),
    ),
  )

  for (const [purpose, change, ask, done, title] of [
    ['confirm-updates', 'confirm', myDataPages.confirmUpdates, myDataPages.updatesConfirmed, 'Updates by email'],
    ['stop-updates', 'withdraw', myDataPages.stopUpdates, myDataPages.updatesStopped, 'Stop updates by email'],
  ] as const) {
    const doable = change === 'confirm' ? ['waiting'] : ['waiting', 'confirmed']
    router.add(
      `${PERSON_LINK_PATHS[purpose]}:token`,
      limited(async (event) => {
        const id = linkedSubmission(event, purpose)
        const row = id && (await readUpdates(id))
        if (!row || !doable.includes(row.updates ?? '')) return doesNotWork(event)
        return answer(event, title, ask(here(event, purpose)))
      }),
      READ_METHODS,
    )
    router.post(
      `${PERSON_LINK_PATHS[purpose]}:token`,
      limited(
        fromOwnPage(
          async (event) => {
            const id = linkedSubmission(event, purpose)
            if (!id || !(await changeUpdates(store, { id, change, actor: PERSON_ACTOR }))) return doesNotWork(event)
            return answer(event, title, done(contact))
          },
          { oneClick: purpose === 'stop-updates' },
        ),
      ),
    )
  }
  return router
}

/** A one-click unsubscribe as RFC 8058 has a mail program send it: no Origin, no Sec-Fetch-Site, and its one field. */
async function isMailProgramsOneClick(event: H3Event): Promise<boolean> {
  if (getRequestHeader(event, 'origin') !== undefined || getRequestHeader(event, 'sec-fetch-site') !== undefined) return false
  return (await readStaffForm(event)).get('List-Unsubscribe') === 'One-Click'
}
