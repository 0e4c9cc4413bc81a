import { Fragment, type ReactNode } from 'react'
import { Field } from '#lib/forms/field.tsx'
import { FORMS, type FormName } from '#lib/forms/form-registry.ts'
import { ConfirmationBox, Csrf } from '../staff-sign-in/page-parts.server.tsx'

const signUps = (count: number) => (count === 1 ? '1 sign-up' : `${count} sign-ups`)

/** The bodies of the export form and the erasure's pages. */
export const exportErasePages = {
  /** Below a form's list: its sign-ups as a file, all of them or those of some days (likely spam left out). */
  exportForm({ form, csrfToken }: { form: FormName; csrfToken: string }): ReactNode {
    return (
      <section aria-labelledby="export-heading">
        <h2 id="export-heading">Download as a file</h2>
        <p>Every sign-up of this form (not those flagged as likely spam), or those of the days you choose. CSV opens in Excel and LibreOffice.</p>
        <form className="staff-console__filters" method="post" action={`/staff/forms/${form}/export`}>
          <Csrf token={csrfToken} />
          <Field id="export-format" label="File type">
            {(aria) => (
              <select {...aria} name="format">
                <option value="csv">CSV (spreadsheet)</option>
                <option value="json">JSON</option>
              </select>
            )}
          </Field>
          <Field id="export-from" label="Received from">
            {(aria) => <input {...aria} name="from" type="date" />}
          </Field>
          <Field id="export-to" label="Received until">
            {(aria) => <input {...aria} name="to" type="date" />}
          </Field>
          {FORMS[form].updatesField ? (
            <p>
              <input id="export-updates" name="updates" type="checkbox" value="confirmed" />{' '}
              <label htmlFor="export-updates">Only people who confirmed they want updates by email (for a mailing)</label>
            </p>
          ) : null}
          <p>
            <button className="button button--secondary" type="submit">
              Download
            </button>
          </p>
        </form>
      </section>
    )
  },

  eraseAsk({ csrfToken, erased }: { csrfToken: string; erased: number | undefined }): ReactNode {
    return (
      <>
        <ConfirmationBox text={erased === undefined ? undefined : `Erased: ${signUps(erased)}.`} />
        <p>When someone asks for their data to be deleted, write their email address. The next page shows everything that will go, from every form, before anything is erased.</p>
        <form method="post" action="/staff/erase/preview">
          <Csrf token={csrfToken} />
          <Field id="erase-email" label="Their email address">
            {(aria) => <input {...aria} name="email" type="email" required />}
          </Field>
          <p>
            <button className="button button--secondary" type="submit">
              Show what would be erased
            </button>
          </p>
        </form>
      </>
    )
  },

  erasePreview({
    csrfToken,
    email,
    forms,
    fingerprint,
    changed = false,
  }: {
    csrfToken: string
    email: string
    forms: { title: string; ids: string[] }[]
    fingerprint: string
    /** The sign-ups from the address changed after the list the person confirmed: nothing was erased, and this is the new list. */
    changed?: boolean
  }): ReactNode {
    const total = forms.reduce((sum, { ids }) => sum + ids.length, 0)
    const notice = (
      <ConfirmationBox text={changed ? 'Nothing was erased: sign-ups from this address came in or went while you were deciding. Here is the list as it is now.' : undefined} />
    )
    if (total === 0)
      return (
        <>
          {notice}
          <p>
            Nothing is stored from <strong>{email}</strong>.
          </p>
          <p>
            <a href="/staff/erase">Erase another address</a>
          </p>
        </>
      )
    return (
      <>
        {notice}
        <p>
          From <strong>{email}</strong>, {signUps(total)} will be erased for good, with any staff email still waiting to be sent about them:
        </p>
        <ul>
          {forms.map(({ title, ids }) => (
            <li key={title}>
              {title}:{' '}
              {ids.map((id, index) => (
                <Fragment key={id}>
                  {index > 0 ? ', ' : null}
                  <a href={`/staff/submissions/${encodeURIComponent(id)}`}>one sign-up</a>
                </Fragment>
              ))}
            </li>
          ))}
        </ul>
        <form method="post" action="/staff/erase">
          <Csrf token={csrfToken} />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="seen" value={fingerprint} />
          <p>
            <button className="button button--primary" type="submit">
              Erase {total === 1 ? 'this sign-up' : `these ${total} sign-ups`}
            </button>
          </p>
        </form>
        <p>
          <a href="/staff/erase">Cancel</a>
        </p>
      </>
    )
  },
}
