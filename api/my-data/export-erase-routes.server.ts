import { createError, getQuery, getRouterParam, sendRedirect, setResponseHeaders, type Router } from 'h3'
import { z } from 'zod'
import { FORMS, isFormName } from '#lib/forms/form-registry.ts'
import { readStaffForm } from '../http/read-staff-form.server.ts'
import { log } from '../log.server.ts'
import { sameText } from '../secrets/secrets.server.ts'
import { signedInPage } from '../staff-sign-in/signed-in-page.server.ts'
import { signedInRoute } from '../staff-sign-in/signed-in-route.server.ts'
import type { SignedInStaff } from '../staff-sign-in/signed-in-staff.server.ts'
import type { StaffConsole } from '../staff-sign-in/staff-console.server.ts'
import { dayEnd, dayStart } from '../time/day-start.server.ts'
import { eraseSubmissions } from './erase-submissions.server.ts'
import { exportErasePages } from './export-erase-pages.server.tsx'
import { exportSubmissions } from './export-submissions.server.ts'
import { previewErasure, type ErasurePreview } from './preview-erasure.server.ts'

const emailAddress = z.email()

/**
 * Export and erasure, under /staff/ (each for signed-in staff only, signedInRoute calling requireStaff first; both change what the audit log
 * holds, so both are POSTs with the session's token):
 * - POST /staff/forms/:form/export: a form's sign-ups (format csv or json, days from and to, only
 *   those who confirmed updates by email with `updates=confirmed`) as a
 *   download, streamed from the store a page at a time;
 * - GET /staff/erase: the form that asks for an address; POST /staff/erase/preview: what erasing it
 *   would delete, with the button that confirms; POST /staff/erase: erases exactly those (the
 *   confirmation carries their fingerprint, not their ids, so any number fits in a form), then 303
 *   back to /staff/erase with how many went.
 */
export function addExportEraseRoutes(router: Router, staffConsole: StaffConsole): void {
  const { pages, store } = staffConsole
  const route = signedInRoute(staffConsole)
  const page = signedInPage(router, staffConsole)

  /** What erasing an address would delete, by form, with the button that confirms exactly that. */
  const showPreview = (staff: SignedInStaff, { email, forms, fingerprint }: ErasurePreview, { changed = false } = {}) =>
    pages.signedIn(
      staff,
      'Erase a person’s data',
      exportErasePages.erasePreview({
        csrfToken: staff.csrfToken,
        email,
        forms: forms.map(({ form, ids }) => ({ title: isFormName(form) ? FORMS[form].title : form, ids })),
        fingerprint,
        changed,
      }),
    )

  router.post(
    '/staff/forms/:form/export',
    route(async (event, staff) => {
      const form = getRouterParam(event, 'form', { decode: true }) ?? ''
      if (!isFormName(form)) throw createError({ statusCode: 404, statusMessage: 'There is no such form.' })
      const fields = await readStaffForm(event)
      const format = fields.get('format') === 'json' ? 'json' : 'csv'
      const fromDay = fields.get('from') ?? ''
      const toDay = fields.get('to') ?? ''
      const from = dayStart(fromDay, staffConsole.timeZone)
      const to = dayEnd(toDay, staffConsole.timeZone)
      if ((fromDay && !from) || (toDay && !to)) throw createError({ statusCode: 400, statusMessage: 'Write the dates as year-month-day, like 2026-01-31.' })
      const updatesConfirmed = fields.get('updates') === 'confirmed'
      const name = `${form}${from ? `-from-${fromDay}` : ''}${to ? `-to-${toDay}` : ''}${updatesConfirmed ? '-confirmed-updates' : ''}.${format}`
      setResponseHeaders(event, {
        'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
      })
      const response = event.node.res
      response.statusCode = 200
      try {
        await exportSubmissions(
          store,
          { filter: { form, from, to, updatesConfirmed }, actor: staff.name, format, byteOrderMark: format === 'csv', timeZone: staffConsole.timeZone },
          response,
        )
        response.end()
      } catch (error) {
        // Part of the file has gone out: the download can only be cut, so the browser says it failed.
        log('warn', 'staff_export_failed', { reason: (error as Error).message })
        response.destroy()
      }
    }),
  )

  page('/staff/erase', async (event, staff) => {
    const erased = Number(getQuery(event).erased)
    return pages.signedIn(
      staff,
      'Erase a person’s data',
      exportErasePages.eraseAsk({ csrfToken: staff.csrfToken, erased: Number.isInteger(erased) && erased >= 0 ? erased : undefined }),
    )
  })

  router.post(
    '/staff/erase/preview',
    route(async (event, staff) => {
      const email = ((await readStaffForm(event)).get('email') ?? '').trim()
      if (!emailAddress.safeParse(email).success) throw createError({ statusCode: 400, statusMessage: 'Write the email address whose data is to be erased, like name@example.org.' })
      return showPreview(staff, await previewErasure(store, email))
    }),
  )

  router.post(
    '/staff/erase',
    route(async (event, staff) => {
      const fields = await readStaffForm(event)
      const email = fields.get('email') ?? ''
      const seen = fields.get('seen') ?? ''
      if (!emailAddress.safeParse(email).success || !seen) throw createError({ statusCode: 400, statusMessage: 'Nothing was chosen to erase. Start again from the address.' })
      // Erases what the person was shown, or nothing: a sign-up that came in since is shown first.
      const preview = await previewErasure(store, email)
      if (!sameText(seen, preview.fingerprint)) return showPreview(staff, preview, { changed: true })
      const erasure = await eraseSubmissions(store, { ids: preview.forms.flatMap(({ ids }) => ids), email, actor: staff.name })
      return sendRedirect(event, `/staff/erase?erased=${erasure.total}`, 303)
    }),
  )
}
