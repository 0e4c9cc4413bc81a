import type { AuditLogEntry } from '../audit/read-audit-log.server.ts'
import type { SpamReason } from '../forms/spam-reason.server.ts'
import { MAX_SPAM_DAYS } from '../submissions/delete-old-spam.server.ts'
import type { InboxCounts } from '../submissions/inbox-counts.server.ts'
import type { InboxItem } from '../submissions/list-inbox.server.ts'
import { submissionReference } from '../submissions/submission-reference.server.ts'
import { NOTE_MAX_LENGTH } from '../submissions/set-submission-note.server.ts'
import type { SubmissionDetail } from '../submissions/open-submission.server.ts'
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../submissions/submission-status.server.ts'
import { FORM_NAMES, FORMS, isFormName, type FormName } from '#lib/forms/form-registry.ts'
import type { UpdatesState } from '../submissions/updates-consent.server.ts'
import { escapeHtml } from './escape-html.server.ts'
import { pageParts } from './page-parts.server.ts'

/** A status as staff read it. */
export const STATUS_WORDS: Record<SubmissionStatus, string> = { new: 'New', 'in-progress': 'In progress', done: 'Done' }

/** Why a submission was flagged, in plain words. */
export const SPAM_REASON_WORDS: Record<SpamReason, string> = {
  'hidden-field-filled': 'The hidden field was filled in (people do not see it; programs that fill in forms do)',
  'token-missing': 'No form token (the form was not sent from the site’s page)',
  'token-forged': 'The form token was made up, or made for another form',
  'token-expired': 'The form token had expired (the page was open for more than a day)',
  'too-young': 'The form was sent faster than a person can fill it in',
  'token-used': 'The form token had been used for another sign-up already',
}

const AUDIT_WORDS: Record<AuditLogEntry['action'], string> = {
  viewed: 'Opened a submission',
  'changed-status': 'Changed a status',
  noted: 'Wrote a note',
  'marked-not-spam': 'Marked not spam',
  exported: 'Exported',
  erased: 'Erased on request',
  'deleted-spam': 'Deleted old spam',
  matched: 'Matched for Play With Me',
  unmatched: 'Undid a Play With Me match',
  'signed-in': 'Signed in',
  'signed-out': 'Signed out',
  'confirmed-updates': 'Confirmed updates by email',
  'withdrew-updates': 'Stopped updates by email',
}

const { when, confirmationBox, hidden } = pageParts

/** A field's value as the visitor sent it, in words. */
function valueWords(value: unknown): string {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  if (value === undefined || value === null || value === '') return '(left empty)'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

const UPDATES_WORDS: Record<UpdatesState, string> = {
  waiting: 'Asked for, not confirmed yet: not for mailing',
  confirmed: 'Confirmed',
  lapsed: 'Asked for, never confirmed (lapsed after 7 days): not for mailing',
  withdrawn: 'Stopped by the person: not for mailing',
}

/** A request for updates and its proof: when it was confirmed, and which wording of the tick box was agreed to. */
function updatesWords({ state, consent, confirmedAt }: NonNullable<SubmissionDetail['updates']>): string {
  const proof = confirmedAt ? ` on ${when(confirmedAt)}` : ''
  return `${escapeHtml(UPDATES_WORDS[state])}${state === 'confirmed' ? proof : ''}${consent ? ` <span>(wording ${escapeHtml(consent)})</span>` : ''}`
}

/** The filters of a form's list, as its address holds them. */
export interface ListFilters {
  search: string
  box: SubmissionStatus | 'spam' | undefined
  from: string
  to: string
}

/** The address of a form's list with `filters` and `page` (the keyset token, and those of the pages before it). */
export function listAddress(form: FormName, filters: ListFilters, page: { after?: string | undefined; back?: readonly string[] } = {}): string {
  const query = new URLSearchParams()
  if (filters.search) query.set('q', filters.search)
  if (filters.box) query.set('status', filters.box)
  if (filters.from) query.set('from', filters.from)
  if (filters.to) query.set('to', filters.to)
  if (page.after) query.set('after', page.after)
  if (page.back && page.back.length > 0) query.set('back', page.back.join('.'))
  const text = query.toString()
  return `/staff/forms/${form}${text ? `?${text}` : ''}`
}

/** The bodies of the inbox's pages, already HTML: every text from a visitor or the store is escaped. */
export const inboxPages = {
  landing({ counts, csrfToken, deletedSpam }: { counts: Record<FormName, InboxCounts>; csrfToken: string; deletedSpam: number | undefined }): string {
    const rows = FORM_NAMES.map((form) => {
      const count = counts[form]
      return `<tr>
  <th scope="row"><a href="/staff/forms/${form}">${escapeHtml(FORMS[form].title)}</a></th>
  <td>${count.new}</td><td>${count['in-progress']}</td><td>${count.done}</td><td>${count.spam}</td>
</tr>`
    }).join('\n')
    const deleted = deletedSpam === undefined ? undefined : `Deleted ${deletedSpam} sign-up${deletedSpam === 1 ? '' : 's'} marked as likely spam.`
    return `${confirmationBox(deleted)}<p>What people sent through the site's forms. Open a form to read and handle what came in.</p>
<table>
  <caption class="visually-hidden">Sign-ups by form and status</caption>
  <thead><tr><th scope="col">Form</th><th scope="col">New</th><th scope="col">In progress</th><th scope="col">Done</th><th scope="col">Likely spam</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>
<h2>Clear out old spam</h2>
<p>Sign-ups marked as likely spam stay until they are deleted. Check the "Likely spam" list of each form first: a real one can be moved back with "Not spam".</p>
<form class="staff-console__filters" method="post" action="/staff/spam/delete">
  ${hidden('csrf', csrfToken)}
  <p><label for="spam-days">Delete likely spam older than this many days</label><br>
  <input id="spam-days" name="days" type="number" inputmode="numeric" min="0" max="${MAX_SPAM_DAYS}" step="1" value="30" required></p>
  <p><button class="button button--secondary" type="submit">Delete old spam from every form</button></p>
</form>`
  },

  list({
    form,
    filters,
    items,
    next,
    after,
    back,
  }: {
    form: FormName
    filters: ListFilters
    items: InboxItem[]
    next: string | undefined
    after: string | undefined
    back: string[]
  }): string {
    const statusOptions = [['', 'All but spam'], ...SUBMISSION_STATUSES.map((status) => [status, STATUS_WORDS[status]]), ['spam', 'Likely spam']]
      .map(([value, label]) => `<option value="${value}"${(filters.box ?? '') === value ? ' selected' : ''}>${label}</option>`)
      .join('')
    const rows = items
      .map(
        (item) => `<tr>
  <td>${when(item.receivedAt)}</td>
  <td><a href="/staff/submissions/${encodeURIComponent(item.id)}">${escapeHtml(item.name ?? '(no name)')}</a></td>
  <td>${escapeHtml(item.email)}</td>
  <td>${item.spam ? 'Likely spam' : STATUS_WORDS[item.status]}${item.hasNote ? ' (has a note)' : ''}</td>
</tr>`,
      )
      .join('\n')
    const pageLinks: string[] = []
    if (after) pageLinks.push(`<a href="${escapeHtml(listAddress(form, filters, { after: back.at(-1) || undefined, back: back.slice(0, -1) }))}" rel="prev">Newer</a>`)
    if (next) pageLinks.push(`<a href="${escapeHtml(listAddress(form, filters, { after: next, back: [...back, after ?? ''] }))}" rel="next">Older</a>`)
    return `<form class="staff-console__filters" method="get" action="/staff/forms/${form}" role="search" aria-label="Find sign-ups">
  <p><label for="inbox-search">Name, email or reference</label><br><input id="inbox-search" name="q" type="search" value="${escapeHtml(filters.search)}"></p>
  <p><label for="inbox-status">Status</label><br><select id="inbox-status" name="status">${statusOptions}</select></p>
  <p><label for="inbox-from">Received from</label><br><input id="inbox-from" name="from" type="date" value="${escapeHtml(filters.from)}"></p>
  <p><label for="inbox-to">Received until</label><br><input id="inbox-to" name="to" type="date" value="${escapeHtml(filters.to)}"></p>
  <p><button class="button button--secondary" type="submit">Show</button></p>
</form>
${
  items.length === 0
    ? '<p>No sign-ups match.</p>'
    : `<table>
  <caption class="visually-hidden">Sign-ups, newest first</caption>
  <thead><tr><th scope="col">Received</th><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Status</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>`
}
${pageLinks.length > 0 ? `<nav aria-label="Pages"><p class="staff-console__nav">${pageLinks.join(' ')}</p></nav>` : ''}`
  },

  submission({
    detail,
    csrfToken,
    confirmation,
    matching = '',
  }: {
    detail: SubmissionDetail
    csrfToken: string
    confirmation: string | undefined
    /** For Play With Me sign-ups, the section about their matches (matchingPages.recordSection). */
    matching?: string
  }): string {
    const form = isFormName(detail.form) ? detail.form : undefined
    const labels: Record<string, string> = form ? FORMS[form].labels : {}
    const fieldNames = [...Object.keys(labels), ...Object.keys(detail.data).filter((name) => !(name in labels))]
    const fields = fieldNames.map((name) => `<dt>${escapeHtml(labels[name] ?? name)}</dt>\n<dd>${escapeHtml(valueWords(detail.data[name]))}</dd>`).join('\n')
    const action = (what: string) => `/staff/submissions/${encodeURIComponent(detail.id)}/${what}`
    const csrf = hidden('csrf', csrfToken)
    const statusChoices = SUBMISSION_STATUSES.map(
      (status) =>
        `<p><input type="radio" id="status-${status}" name="status" value="${status}"${detail.status === status ? ' checked' : ''}> <label for="status-${status}">${STATUS_WORDS[status]}</label></p>`,
    ).join('\n')
    const spam = detail.spam
      ? `<section aria-labelledby="spam-heading">
<h2 id="spam-heading">Flagged as likely spam</h2>
${
  detail.spamReasons && detail.spamReasons.length > 0
    ? `<p>Why:</p>\n<ul>${detail.spamReasons.map((reason) => `<li>${escapeHtml(SPAM_REASON_WORDS[reason] ?? reason)}</li>`).join('')}</ul>`
    : '<p>It was flagged before the site kept the reasons.</p>'
}
<form method="post" action="${action('not-spam')}">
  ${csrf}
  <p><button class="button button--primary" type="submit">Not spam: move it to the inbox</button></p>
</form>
</section>`
      : ''
    return `${confirmationBox(confirmation)}
<p><a href="/staff/forms/${escapeHtml(detail.form)}">Back to ${escapeHtml(form ? FORMS[form].title : detail.form)} sign-ups</a></p>
<dl>
<dt>Received</dt>
<dd>${when(detail.receivedAt)}</dd>
<dt>Reference (in the sender’s confirmation)</dt>
<dd>${escapeHtml(submissionReference(detail.id))}</dd>
<dt>Status</dt>
<dd>${detail.spam ? 'Likely spam, ' : ''}${STATUS_WORDS[detail.status]}</dd>
${detail.updates ? `<dt>Updates by email</dt>\n<dd>${updatesWords(detail.updates)}</dd>` : ''}
${detail.deletedAfter ? `<dt>Deleted after</dt>\n<dd>${when(detail.deletedAfter.toISOString())} (Play With Me registrations are kept only this long)</dd>` : ''}
</dl>
${spam}
${matching}
<section aria-labelledby="fields-heading">
<h2 id="fields-heading">What they sent</h2>
<dl>
${fields}
</dl>
</section>
<section aria-labelledby="handling-heading">
<h2 id="handling-heading">Handling</h2>
<form method="post" action="${action('status')}">
  ${csrf}
  <fieldset>
    <legend>Status</legend>
${statusChoices}
  </fieldset>
  <p><button class="button button--secondary" type="submit">Save status</button></p>
</form>
<form method="post" action="${action('note')}">
  ${csrf}
  <p><label for="staff-note">Staff note (at most ${NOTE_MAX_LENGTH} characters; staff only)</label><br>
  <textarea id="staff-note" name="note" rows="4" maxlength="${NOTE_MAX_LENGTH}">${escapeHtml(detail.note ?? '')}</textarea></p>
  <p><button class="button button--secondary" type="submit">Save note</button></p>
</form>
</section>`
  },

  audit({ entries, next, after, back }: { entries: AuditLogEntry[]; next: string | undefined; after: string | undefined; back: string[] }): string {
    const rows = entries
      .map((entry) => {
        const what = [
          entry.form && isFormName(entry.form) ? FORMS[entry.form].title : entry.form,
          entry.status && entry.status in STATUS_WORDS ? `to ${STATUS_WORDS[entry.status as SubmissionStatus]}` : entry.status,
          entry.count === null ? undefined : `${entry.count} sign-ups`,
        ].filter(Boolean)
        const submission = entry.submissionId ? ` <a href="/staff/submissions/${encodeURIComponent(entry.submissionId)}">the submission</a>` : ''
        return `<tr><td>${when(entry.at)}</td><td>${escapeHtml(entry.actor)}</td><td>${AUDIT_WORDS[entry.action] ?? escapeHtml(entry.action)}</td><td>${escapeHtml(what.join(', '))}${submission}</td></tr>`
      })
      .join('\n')
    const address = (page: { after?: string | undefined; back: readonly string[] }) => {
      const query = new URLSearchParams()
      if (page.after) query.set('after', page.after)
      if (page.back.length > 0) query.set('back', page.back.join('.'))
      const text = query.toString()
      return `/staff/audit${text ? `?${text}` : ''}`
    }
    const pageLinks: string[] = []
    if (after) pageLinks.push(`<a href="${escapeHtml(address({ after: back.at(-1) || undefined, back: back.slice(0, -1) }))}" rel="prev">Newer</a>`)
    if (next) pageLinks.push(`<a href="${escapeHtml(address({ after: next, back: [...back, after ?? ''] }))}" rel="next">Older</a>`)
    return `<p>Who did what in the console, and when: never what a visitor wrote.</p>
<table>
  <caption class="visually-hidden">The audit log, newest first</caption>
  <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">About</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>
${pageLinks.length > 0 ? `<nav aria-label="Pages"><p class="staff-console__nav">${pageLinks.join(' ')}</p></nav>` : ''}`
  },
}
