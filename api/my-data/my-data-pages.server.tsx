import type { ReactNode } from 'react'
import { FORMS, isFormName } from '#lib/forms/form-registry.ts'
import { answerWords } from '../forms/answer-words.server.ts'
import type { UpdatesState } from '../forms/updates-consent.server.ts'
import { plainPage } from '../http/plain-page.server.tsx'

/** A whole page of the links in a confirmation (plainPage), in the site's look: one column of text as an article has it. */
export function personPage({ title, body, stylesheets }: { title: string; body: ReactNode; stylesheets: readonly string[] }): string {
  return plainPage({ title, site: 'SenseAhead', body, stylesheets, layout: 'container prose' })
}

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

const ReachUs = ({ contact: { email, phone } }: { contact: SiteContact }) => (
  <p>
    Questions? Write to <a href={`mailto:${email}`}>{email}</a> or call {phone}.
  </p>
)

/**
 * A form of one button. A deleting one (`danger`) looks unlike the others, so "Delete my data" is
 * never taken for "Yes, send me updates"; `confirm` marks the press that really deletes.
 */
const Button = ({ action, words, danger = false, confirm = false }: { action: string; words: string; danger?: boolean; confirm?: boolean }) => (
  <form method="post" action={action}>
    {confirm ? <input type="hidden" name="confirm" value="yes" /> : null}
    <p>
      <button className={`button ${danger ? 'button--danger' : 'button--primary'}`} type="submit">
        {words}
      </button>
    </p>
  </form>
)

/** The bodies of the pages the links in a confirmation open, in plain words. */
export const myDataPages = {
  /** What is stored, under the labels the person saw in the form, and the button that deletes it. */
  show(submission: OwnSubmission, action: string, contact: SiteContact): ReactNode {
    const form = isFormName(submission.form) ? submission.form : undefined
    const labels: Record<string, string> = form ? FORMS[form].labels : {}
    const names = [...Object.keys(labels), ...Object.keys(submission.data).filter((name) => !(name in labels))]
    return (
      <>
        <p>This is what we keep from the form you sent us on {day(submission.receivedAt)}.</p>
        <p>
          Your reference number is <strong>{submission.reference}</strong>.
        </p>
        <h2>What you sent</h2>
        <dl>
          {names.map((name) => (
            <OwnAnswer key={name} label={labels[name] ?? name} words={answerWords(submission.form, name, submission.data[name])} />
          ))}
        </dl>
        {submission.updates ? (
          <p>
            {UPDATES_WORDS[submission.updates]}
            {submission.updatesConfirmedAt ? ` (${day(submission.updatesConfirmedAt)})` : null}
          </p>
        ) : null}
        <h2>Delete it</h2>
        <p>If you delete it, we no longer keep any of it. You will be asked once more before anything is deleted.</p>
        <Button action={action} words="Delete my data" danger />
        <ReachUs contact={contact} />
      </>
    )
  },
  /** The second step of "Delete my data": exactly what goes, the button that deletes it, and the way back. */
  confirmDelete(submission: Pick<OwnSubmission, 'form' | 'receivedAt' | 'reference'>, action: string): ReactNode {
    const title = isFormName(submission.form) ? FORMS[submission.form].title : 'a form'
    return (
      <>
        <p>
          We will delete everything we keep from the form you sent us on {day(submission.receivedAt)} ({title}), reference number <strong>{submission.reference}</strong>:
        </p>
        <ul>
          <li>all your answers in it;</li>
          <li>your request for updates by email, if you made one;</li>
          <li>any email about it we have not sent yet.</li>
        </ul>
        <p>This cannot be undone. Your other forms, if you sent us more than one, are not deleted.</p>
        <Button action={action} words="Yes, delete my data" danger confirm />
        <p>
          <a href={action}>No, keep my data and go back</a>
        </p>
      </>
    )
  },
  deleted(contact: SiteContact): ReactNode {
    return (
      <>
        <p role="status">Your data is deleted. We no longer keep what you sent us.</p>
        <p>Our team may still have the email that told them about your form. To have it deleted too, write to us.</p>
        <ReachUs contact={contact} />
      </>
    )
  },
  /** The page of a link that does not work, whatever the reason: it shows nothing of anyone. */
  linkDoesNotWork(contact: SiteContact): ReactNode {
    return (
      <>
        <p>This link does not work. It may be old (links work for a limited time), or what it was for is already done.</p>
        <p>Nothing is shown here to keep your information safe.</p>
        <ReachUs contact={contact} />
      </>
    )
  },
  /** The page a deletion sent from elsewhere than the person's own page gets. */
  fromElsewhere(): ReactNode {
    return <p>Please open the link in your email again, and press the button there.</p>
  },
  /** The page a client over its budget gets: when to try again, and nothing of anyone. */
  tooManyTries(seconds: number): ReactNode {
    return (
      <p>There have been too many tries to open these links from here. Please wait {seconds === 1 ? '1 second' : `${seconds} seconds`}, then open the link in your email again.</p>
    )
  },
  confirmUpdates(action: string): ReactNode {
    return (
      <>
        <p>You asked for updates by email. We only send them if you say yes.</p>
        <Button action={action} words="Yes, send me updates" />
        <p>If you do not want updates, close this page. We will not send them.</p>
      </>
    )
  },
  updatesConfirmed(contact: SiteContact): ReactNode {
    return (
      <>
        <p role="status">Thank you. You said yes to updates by email.</p>
        <p>Every update we send has a link to stop them.</p>
        <ReachUs contact={contact} />
      </>
    )
  },
  stopUpdates(action: string): ReactNode {
    return (
      <>
        <p>Do you want to stop updates by email?</p>
        <Button action={action} words="Stop updates" />
      </>
    )
  },
  updatesStopped(contact: SiteContact): ReactNode {
    return (
      <>
        <p role="status">Updates by email are stopped. We will not send you updates.</p>
        <ReachUs contact={contact} />
      </>
    )
  },
}

/** One answer the person gave, under the label they saw. */
function OwnAnswer({ label, words }: { label: string; words: string }) {
  return (
    <>
      <dt>
        <strong>{label}</strong>
      </dt>
      <dd>{words}</dd>
    </>
  )
}
