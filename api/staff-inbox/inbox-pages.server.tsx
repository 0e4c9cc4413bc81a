import type { ReactNode } from 'react'
import { Field } from '#lib/forms/field.tsx'
import { FORM_NAMES, FORMS, isFormName, type FormName } from '#lib/forms/form-registry.ts'
import type { AuditLogEntry } from '../audit/read-audit-log.server.ts'
import { answerWords } from '../forms/answer-words.server.ts'
import type { SpamReason } from '../forms/spam-reason.server.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../forms/submission-status.server.ts'
import { type UpdatesState, consentVersion } from '../forms/updates-consent.server.ts'
import { Choices, ConfirmationBox, Csrf, DataTable, Filters, When } from '../staff-sign-in/page-parts.server.tsx'
import { DAY_MS } from '../time/day-start.server.ts'
import { MAX_SPAM_DAYS, MIN_SPAM_DAYS } from './delete-old-spam.server.ts'
import type { InboxCounts } from './inbox-counts.server.ts'
import type { InboxItem } from './list-inbox.server.ts'
import type { SubmissionDetail } from './open-submission.server.ts'
import { NOTE_MAX_LENGTH } from './submission-changes.server.ts'
import type { WeeklySignUps } from './weekly-sign-ups.server.ts'

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
  'added-colleague': 'Added a colleague',
  'removed-colleague': 'Removed a colleague',
  'confirmed-updates': 'Confirmed updates by email',
  'withdrew-updates': 'Stopped updates by email',
}

const UPDATES_WORDS: Record<UpdatesState, string> = {
  waiting: 'Asked for, not confirmed yet: not for mailing',
  confirmed: 'Confirmed',
  lapsed: 'Asked for, never confirmed (lapsed after 7 days): not for mailing',
  withdrawn: 'Stopped by the person: not for mailing',
}

/**
 * A request for updates and its proof: when it was confirmed, and which wording of the tick box was
 * agreed to, in its words when it is the form's wording today (`label`), or by its fingerprint when
 * it was an earlier one.
 */
function UpdatesWords({ state, consent, confirmedAt, label }: NonNullable<SubmissionDetail['updates']> & { label: string | undefined }) {
  return (
    <>
      {UPDATES_WORDS[state]}
      {state === 'confirmed' && confirmedAt ? (
        <>
          {' on '}
          <When iso={confirmedAt} />
        </>
      ) : null}
      {consent ? (label !== undefined && consent === consentVersion(label) ? ` (they agreed to: “${label}”)` : ` (to an earlier wording of the tick box, ${consent})`) : null}
    </>
  )
}

/** The filters of a form's list, as its address holds them. */
export interface ListFilters {
  search: string
  box: SubmissionStatus | 'spam' | undefined
  from: string
  to: string
}

/** The address of a form's list, or of every form's (the landing page) without `form`, with `filters` and `page` (the keyset token, and those of the pages before it). */
export function listAddress(form: FormName | undefined, filters: ListFilters, page: { after?: string | undefined; back?: readonly string[] } = {}): string {
  const query = new URLSearchParams()
  if (filters.search) query.set('q', filters.search)
  if (filters.box) query.set('status', filters.box)
  if (filters.from) query.set('from', filters.from)
  if (filters.to) query.set('to', filters.to)
  if (page.after) query.set('after', page.after)
  if (page.back && page.back.length > 0) query.set('back', page.back.join('.'))
  const text = query.toString()
  return `${form ? `/staff/forms/${form}` : '/staff/'}${text ? `?${text}` : ''}`
}

/** What a keyset page is: its token (none for the first), and the tokens of the pages before it. */
interface PageAt {
  after?: string | undefined
  back: readonly string[]
}

/** "Newer" and "Older" below a list read by keyset: `address` makes the address of a page. */
function PageLinks({ next, after, back, address }: { next: string | undefined; after: string | undefined; back: string[]; address: (page: PageAt) => string }) {
  if (!after && !next) return null
  return (
    <nav aria-label="Pages">
      <p className="staff-console__nav">
        {after ? (
          <a href={address({ after: back.at(-1) || undefined, back: back.slice(0, -1) })} rel="prev">
            Newer
          </a>
        ) : null}{' '}
        {next ? (
          <a href={address({ after: next, back: [...back, after ?? ''] })} rel="next">
            Older
          </a>
        ) : null}
      </p>
    </nav>
  )
}

const dayWords = (days: number) => `${days} day${days === 1 ? '' : 's'}`

const submissionPath = (id: string) => `/staff/submissions/${encodeURIComponent(id)}`

/** A page of a list as the routes read it: its filters, its rows, and where it is among the pages. */
export interface ListPage {
  filters: ListFilters
  items: InboxItem[]
  next: string | undefined
  after: string | undefined
  back: string[]
}

/** The sign-ups of `form`, or of every form (with a column naming each one's form) without it: the search and filters, the rows, and the links to the pages around. */
function SignUpList({ form, filters, items, next, after, back }: { form?: FormName | undefined } & ListPage) {
  const statusOptions = [['', 'All but spam'], ...SUBMISSION_STATUSES.map((status) => [status, STATUS_WORDS[status]] as const), ['spam', 'Likely spam']] as const
  const formTitle = (name: string) => (isFormName(name) ? FORMS[name].title : name)
  return (
    <>
      <Filters action={listAddress(form, { search: '', box: undefined, from: '', to: '' })} label={form ? 'Find sign-ups' : 'Find sign-ups in every form'}>
        <Field id="inbox-search" label="Name, email or reference">
          {(aria) => <input {...aria} name="q" type="search" defaultValue={filters.search} />}
        </Field>
        <Field id="inbox-status" label="Status">
          {(aria) => <Choices {...aria} name="status" options={statusOptions} value={filters.box ?? ''} />}
        </Field>
        <Field id="inbox-from" label="Received from">
          {(aria) => <input {...aria} name="from" type="date" defaultValue={filters.from} />}
        </Field>
        <Field id="inbox-to" label="Received until">
          {(aria) => <input {...aria} name="to" type="date" defaultValue={filters.to} />}
        </Field>
      </Filters>
      {items.length === 0 ? (
        <p>No sign-ups match.</p>
      ) : (
        <DataTable
          caption={form ? 'Sign-ups, newest first' : 'Sign-ups from every form, newest first'}
          columns={['Received', 'Name', ...(form ? [] : ['Form']), 'Email', 'Status']}
          rows={items.map((item) => ({
            key: item.id,
            cells: [
              <When iso={item.receivedAt} />,
              <a href={submissionPath(item.id)}>{item.name ?? '(no name)'}</a>,
              ...(form ? [] : [formTitle(item.form)]),
              item.email,
              `${item.spam ? 'Likely spam' : STATUS_WORDS[item.status]}${item.hasNote ? ' (has a note)' : ''}`,
            ],
          }))}
        />
      )}
      <PageLinks next={next} after={after} back={back} address={(page) => listAddress(form, filters, page)} />
    </>
  )
}

/** The bodies of the inbox's pages. */
export const inboxPages = {
  landing({
    counts,
    list,
    thisWeek,
    csrfToken,
    deletedSpam,
  }: {
    counts: Record<FormName, InboxCounts>
    list: ListPage
    /** The first day of this week (YYYY-MM-DD), where its link's list starts. */
    thisWeek: string
    csrfToken: string
    deletedSpam: number | undefined
  }): ReactNode {
    const deleted = deletedSpam === undefined ? undefined : `Deleted ${deletedSpam} sign-up${deletedSpam === 1 ? '' : 's'} marked as likely spam.`
    const noFilters: ListFilters = { search: '', box: undefined, from: '', to: '' }
    const count = (form: FormName, box: SubmissionStatus | 'spam') => <a href={listAddress(form, { ...noFilters, box })}>{counts[form][box]}</a>
    return (
      <>
        <ConfirmationBox text={deleted} />
        <p>What people sent through the site's forms, newest first, from every form. Search finds a name, an email address or a reference in all of them.</p>
        <p className="staff-console__nav">
          <a href={listAddress(undefined, { ...noFilters, from: thisWeek })}>This week</a> <a href="/staff/weekly">Sign-ups by week</a>{' '}
          {/* Below the list, however long it is: one key press away from the top. */}
          <a href="#forms-heading">By form</a> <a href="#spam-heading">Clear out old spam</a>
        </p>
        <SignUpList {...list} />
        <h2 id="forms-heading">By form</h2>
        <DataTable
          labelledBy="forms-heading"
          columns={['Form', 'New', 'In progress', 'Done', 'Likely spam']}
          rowHeaders
          rows={FORM_NAMES.map((form) => ({
            key: form,
            cells: [<a href={`/staff/forms/${form}`}>{FORMS[form].title}</a>, count(form, 'new'), count(form, 'in-progress'), count(form, 'done'), count(form, 'spam')],
          }))}
        />
        <h2 id="spam-heading">Clear out old spam</h2>
        <p>Sign-ups marked as likely spam stay until they are deleted. Check the "Likely spam" list of each form first: a real one can be moved back with "Not spam".</p>
        <form className="staff-console__filters" method="post" action="/staff/spam/delete">
          <Csrf token={csrfToken} />
          <Field id="spam-days" label="Delete likely spam older than this many days">
            {(aria) => <input {...aria} name="days" type="number" inputMode="numeric" min={MIN_SPAM_DAYS} max={MAX_SPAM_DAYS} step="1" defaultValue="30" required />}
          </Field>
          <p>
            <button className="button button--danger" type="submit">
              Delete old spam from every form
            </button>
          </p>
        </form>
      </>
    )
  },

  /** What "Delete old spam" would delete, asked before anything goes: the button that confirms, and the way back. */
  confirmSpamDeletion({ days, count, csrfToken }: { days: number; count: number; csrfToken: string }): ReactNode {
    if (count === 0)
      return (
        <>
          <p>
            No sign-up marked as likely spam was received more than <strong>{dayWords(days)}</strong> ago. Nothing needs deleting.
          </p>
          <p>
            <a href="/staff/">Back to the staff console</a>
          </p>
        </>
      )
    return (
      <>
        <p>
          {count === 1 ? 'One sign-up' : `${count} sign-ups`} marked as likely spam, received more than <strong>{dayWords(days)}</strong> ago, will be deleted from every form for
          good, with any staff email still waiting to be sent about {count === 1 ? 'it' : 'them'}. This cannot be undone.
        </p>
        <p>Sign-ups that are not marked as likely spam, and newer spam, stay.</p>
        <form method="post" action="/staff/spam/delete">
          <Csrf token={csrfToken} />
          <input type="hidden" name="days" value={days} />
          <input type="hidden" name="confirm" value="yes" />
          <p>
            <button className="button button--danger" type="submit">
              Yes, delete {count} likely spam sign-up{count === 1 ? '' : 's'}
            </button>
          </p>
        </form>
        <p>
          <a href="/staff/">No, go back without deleting</a>
        </p>
      </>
    )
  },

  list({ form, below, ...list }: { form: FormName; below: ReactNode } & ListPage): ReactNode {
    return (
      <>
        <SignUpList form={form} {...list} />
        {below}
      </>
    )
  },

  submission({
    detail,
    csrfToken,
    confirmation,
    matching,
  }: {
    detail: SubmissionDetail
    csrfToken: string
    confirmation: string | undefined
    /** For Play With Me sign-ups: the section about their matches (matchingPages.recordSection), and what Done does to them. */
    matching?: { section: ReactNode; doneEffect: string } | undefined
  }): ReactNode {
    const form = isFormName(detail.form) ? detail.form : undefined
    const labels: Record<string, string> = form ? FORMS[form].labels : {}
    const fieldNames = [...Object.keys(labels), ...Object.keys(detail.data).filter((name) => !(name in labels))]
    const action = (what: string) => `${submissionPath(detail.id)}/${what}`
    return (
      <>
        <ConfirmationBox text={confirmation} />
        <p>
          <a href={`/staff/forms/${encodeURIComponent(detail.form)}`}>Back to {form ? FORMS[form].title : detail.form} sign-ups</a>
        </p>
        <dl>
          <dt>Received</dt>
          <dd>
            <When iso={detail.receivedAt} />
          </dd>
          <dt>Reference (in the sender’s confirmation)</dt>
          <dd>{submissionReference(detail.id)}</dd>
          <dt>Status</dt>
          <dd>{`${detail.spam ? 'Likely spam, ' : ''}${STATUS_WORDS[detail.status]}`}</dd>
          {detail.updates ? (
            <>
              <dt>Updates by email</dt>
              <dd>
                <UpdatesWords {...detail.updates} label={form && FORMS[form].updatesField ? labels[FORMS[form].updatesField] : undefined} />
              </dd>
            </>
          ) : null}
          {detail.deletedAfter ? (
            <>
              <dt>Deleted after</dt>
              <dd>
                <When iso={detail.deletedAfter.toISOString()} /> (Play With Me registrations are kept only this long)
              </dd>
            </>
          ) : null}
        </dl>
        {detail.spam ? (
          <section aria-labelledby="spam-heading">
            <h2 id="spam-heading">Flagged as likely spam</h2>
            {detail.spamReasons && detail.spamReasons.length > 0 ? (
              <>
                <p>Why:</p>
                <ul>
                  {detail.spamReasons.map((reason) => (
                    <li key={reason}>{SPAM_REASON_WORDS[reason] ?? reason}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>It was flagged before the site kept the reasons.</p>
            )}
            <form method="post" action={action('not-spam')}>
              <Csrf token={csrfToken} />
              <p>
                <button className="button button--primary" type="submit">
                  Not spam: move it to the inbox
                </button>
              </p>
            </form>
          </section>
        ) : null}
        {matching?.section}
        <section aria-labelledby="fields-heading">
          <h2 id="fields-heading">What they sent</h2>
          <dl>
            {fieldNames.map((name) => (
              <FieldAnswer key={name} label={labels[name] ?? name} words={answerWords(detail.form, name, detail.data[name])} />
            ))}
          </dl>
        </section>
        <section aria-labelledby="handling-heading">
          <h2 id="handling-heading">Handling</h2>
          <form method="post" action={action('handling')}>
            <Csrf token={csrfToken} />
            <fieldset aria-describedby={matching ? 'status-effect' : undefined}>
              <legend>Status</legend>
              {matching ? <p id="status-effect">{matching.doneEffect}</p> : null}
              {SUBMISSION_STATUSES.map((status) => (
                <p key={status}>
                  <input type="radio" id={`status-${status}`} name="status" value={status} defaultChecked={detail.status === status} />{' '}
                  <label htmlFor={`status-${status}`}>{STATUS_WORDS[status]}</label>
                </p>
              ))}
            </fieldset>
            <Field id="staff-note" label={<>Staff note (at most {NOTE_MAX_LENGTH} characters; staff only)</>}>
              {(aria) => <textarea {...aria} name="note" rows={4} maxLength={NOTE_MAX_LENGTH} defaultValue={detail.note ?? ''} />}
            </Field>
            <p>
              <button className="button button--secondary" type="submit">
                Save status and note
              </button>
            </p>
          </form>
        </section>
      </>
    )
  },

  /** Sign-ups a week, of each form, over the last year: a chart drawn as SVG, and the same figures in a table, each a link to the list it counts. */
  weekly({ weekly, timeZone }: { weekly: WeeklySignUps; timeZone: string }): ReactNode {
    const { weeks, counts } = weekly
    const noFilters: ListFilters = { search: '', box: undefined, from: '', to: '' }
    // A week's list runs from its Monday to its Sunday, both days included.
    const sunday = (monday: string) => new Date(Date.parse(`${monday}T00:00:00.000Z`) + 6 * DAY_MS).toISOString().slice(0, 10)
    const weekList = (form: FormName, week: string) => listAddress(form, { ...noFilters, from: week, to: sunday(week) })
    return (
      <>
        <p>
          How many sign-ups each form had each week (Monday to Sunday, {timeZone} time) over the last year, this week so far included; likely spam is left out. The table below the
          chart has the same figures: each opens that week’s sign-ups of the form.
        </p>
        <WeeklyChart weekly={weekly} />
        <h2 id="weekly-heading">Sign-ups by week and form</h2>
        <DataTable
          labelledBy="weekly-heading"
          columns={['Week from', ...FORM_NAMES.map((form) => FORMS[form].title), 'All forms']}
          rowHeaders
          rows={weeks.map((week, index) => ({
            key: week,
            cells: [week, ...FORM_NAMES.map((form) => <a href={weekList(form, week)}>{counts[form][index]}</a>), FORM_NAMES.reduce((sum, form) => sum + counts[form][index]!, 0)],
          }))}
        />
      </>
    )
  },

  audit({ entries, next, after, back }: { entries: AuditLogEntry[]; next: string | undefined; after: string | undefined; back: string[] }): ReactNode {
    const address = (page: PageAt) => {
      const query = new URLSearchParams()
      if (page.after) query.set('after', page.after)
      if (page.back.length > 0) query.set('back', page.back.join('.'))
      const text = query.toString()
      return `/staff/audit${text ? `?${text}` : ''}`
    }
    return (
      <>
        <p>Who did what in the console, and when: never what a visitor wrote.</p>
        <DataTable
          caption="The audit log, newest first"
          columns={['When', 'Who', 'What', 'About']}
          rows={entries.map((entry, index) => {
            const what = [
              entry.form && isFormName(entry.form) ? FORMS[entry.form].title : entry.form,
              entry.status && entry.status in STATUS_WORDS ? `to ${STATUS_WORDS[entry.status as SubmissionStatus]}` : entry.status,
              entry.count === null ? undefined : entry.count === 1 ? '1 sign-up' : `${entry.count} sign-ups`,
              entry.colleague,
            ].filter(Boolean)
            return {
              key: String(index),
              cells: [
                <When iso={entry.at} />,
                entry.actor,
                AUDIT_WORDS[entry.action] ?? entry.action,
                <>
                  {what.join(', ')}
                  {entry.submissionId ? (
                    <>
                      {' '}
                      <a href={submissionPath(entry.submissionId)}>{submissionReference(entry.submissionId)}</a>
                    </>
                  ) : null}
                </>,
              ],
            }
          })}
        />
        <PageLinks next={next} after={after} back={back} address={address} />
      </>
    )
  },
}

/** One answer of a sign-up, under the label the visitor saw. */
function FieldAnswer({ label, words }: { label: string; words: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{words}</dd>
    </>
  )
}

/** The chart's size in the SVG's own units; it scales to the page's width. */
const CHART = { width: 640, label: 28, bars: 56, gap: 14, axis: 24 }

/**
 * One row of bars for each form, a bar a week, each row on its own scale (its busiest week is the
 * full height, and its label says how many that was), so a small form's weeks show as well as a
 * large one's. Bars are the text's colour: the chart needs no colour to be read, and follows the
 * theme. Screen readers read its title and description; the table after it has every figure.
 */
function WeeklyChart({ weekly: { weeks, counts } }: { weekly: WeeklySignUps }) {
  const row = CHART.label + CHART.bars + CHART.gap
  const step = CHART.width / weeks.length
  return (
    <svg
      className="staff-console__chart"
      viewBox={`0 0 ${CHART.width} ${row * FORM_NAMES.length + CHART.axis}`}
      role="img"
      aria-labelledby="weekly-chart-title weekly-chart-description"
    >
      <title id="weekly-chart-title">Sign-ups a week over the last year, one row of bars for each form</title>
      <desc id="weekly-chart-description">
        {FORM_NAMES.map((form) => `${FORMS[form].title}: ${counts[form].reduce((sum, each) => sum + each, 0)} in the year, at most ${Math.max(...counts[form])} in a week.`).join(
          ' ',
        )}
      </desc>
      {FORM_NAMES.map((form, formIndex) => {
        const most = Math.max(...counts[form])
        const top = formIndex * row
        return (
          <g key={form}>
            <text x="0" y={top + CHART.label - 8} fill="currentColor" fontSize="14">
              {most === 0 ? `${FORMS[form].title} (none in the year)` : `${FORMS[form].title} (busiest week: ${most})`}
            </text>
            <line x1="0" x2={CHART.width} y1={top + CHART.label + CHART.bars} y2={top + CHART.label + CHART.bars} stroke="currentColor" strokeWidth="1" />
            {counts[form].map((count, index) => {
              if (count === 0) return null
              const height = Math.max(1, (count / most) * CHART.bars)
              return (
                <rect
                  key={weeks[index]}
                  data-count={count}
                  x={(index * step + step * 0.15).toFixed(1)}
                  y={(top + CHART.label + CHART.bars - height).toFixed(1)}
                  width={(step * 0.7).toFixed(1)}
                  height={height.toFixed(1)}
                  fill="currentColor"
                />
              )
            })}
          </g>
        )
      })}
      <text x="0" y={row * FORM_NAMES.length + CHART.axis - 8} fill="currentColor" fontSize="14">
        {`Week from ${weeks[0]}`}
      </text>
      <text x={CHART.width} y={row * FORM_NAMES.length + CHART.axis - 8} fill="currentColor" fontSize="14" textAnchor="end">
        This week
      </text>
    </svg>
  )
}
