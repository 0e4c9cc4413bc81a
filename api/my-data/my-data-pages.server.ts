import { FORMS, isFormName } from '#lib/forms/form-registry.ts'
import { escapeHtml } from '../staff/escape-html.server.ts'
import type { UpdatesState } from '../submissions/updates-consent.server.ts'

/** How to reach a person, from the content settings. */
export interface SiteContact {
  email: string
  phone: string
}

/** What a person sees of their own submission. */
export interface OwnSubmission {
  form: string
  receivedAt: string
  reference: string
  data: Record<string, unknown>
  updates: UpdatesState | null
  updatesConfirmedAt: string | null
}

const UPDATES_WORDS: Record<UpdatesState, string> = {
  waiting: 'You asked for updates by email. We wait for you to say yes with the link in your email.',
  confirmed: 'You said yes to updates by email.',
  lapsed: 'You asked for updates by email, but did not say yes within 7 days. We will not send you updates.',
  withdrawn: 'You stopped updates by email. We will not send you updates.',
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function valueWords(value: unknown): string {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  if (value === undefined || value === null || value === '') return '(left empty)'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

const reachUs = ({ email, phone }: SiteContact) => `<p>Questions? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> or call ${escapeHtml(phone)}.</p>`

const button = (action: string, words: string, kind: 'primary' | 'secondary' = 'primary') =>
  `<form method="post" action="${escapeHtml(action)}"><p><button class="button button--${kind}" type="submit">${escapeHtml(words)}</button></p></form>`

/** The bodies of the pages the links in a confirmation open, in plain words, already HTML. */
export const myDataPages = {
  /** What is stored, under the labels the person saw in the form, and the button that deletes it. */
  show(submission: OwnSubmission, action: string, contact: SiteContact): string {
    const form = isFormName(submission.form) ? submission.form : undefined
    const labels: Record<string, string> = form ? FORMS[form].labels : {}
    const names = [...Object.keys(labels), ...Object.keys(submission.data).filter((name) => !(name in labels))]
    const fields = names.map((name) => `<dt><strong>${escapeHtml(labels[name] ?? name)}</strong></dt>\n<dd>${escapeHtml(valueWords(submission.data[name]))}</dd>`).join('\n')
    const updates = submission.updates
      ? `<p>${escapeHtml(UPDATES_WORDS[submission.updates as UpdatesState])}${submission.updatesConfirmedAt ? ` (${escapeHtml(day(submission.updatesConfirmedAt))})` : ''}</p>`
      : ''
    return `<p>This is what we keep from the form you sent us on ${escapeHtml(day(submission.receivedAt))}.</p>
<p>Your reference number is <strong>${escapeHtml(submission.reference)}</strong>.</p>
<h2>What you sent</h2>
<dl>
${fields}
</dl>
${updates}
<h2>Delete it</h2>
<p>If you delete it, we no longer keep any of it. This cannot be undone.</p>
${button(action, 'Delete my data')}
${reachUs(contact)}`
  },
  deleted(contact: SiteContact): string {
    return `<p role="status">Your data is deleted. We no longer keep what you sent us.</p>
<p>Our team may still have the email that told them about your form. To have it deleted too, write to us.</p>
${reachUs(contact)}`
  },
  /** The page of a link that does not work, whatever the reason: it shows nothing of anyone. */
  linkDoesNotWork(contact: SiteContact): string {
    return `<p>This link does not work. It may be old (links work for a limited time), or what it was for is already done.</p>
<p>Nothing is shown here to keep your information safe.</p>
${reachUs(contact)}`
  },
  /** The page a client over its budget gets: when to try again, and nothing of anyone. */
  tooManyTries(seconds: number): string {
    const wait = seconds === 1 ? '1 second' : `${seconds} seconds`
    return `<p>There have been too many tries to open these links from here. Please wait ${wait}, then open the link in your email again.</p>`
  },
  confirmUpdates(action: string): string {
    return `<p>You asked for updates by email. We only send them if you say yes.</p>
${button(action, 'Yes, send me updates')}
<p>If you do not want updates, close this page. We will not send them.</p>`
  },
  updatesConfirmed(contact: SiteContact): string {
    return `<p role="status">Thank you. You said yes to updates by email.</p>
<p>Every update we send has a link to stop them.</p>
${reachUs(contact)}`
  },
  stopUpdates(action: string): string {
    return `<p>Do you want to stop updates by email?</p>
${button(action, 'Stop updates')}`
  },
  updatesStopped(contact: SiteContact): string {
    return `<p role="status">Updates by email are stopped. We will not send you updates.</p>
${reachUs(contact)}`
  },
}
