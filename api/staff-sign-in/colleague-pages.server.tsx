import type { ReactNode } from 'react'
import { Field } from '#lib/forms/field.tsx'
import { ConfirmationBox, Csrf, DataTable, focusedWhen, When } from './page-parts.server.tsx'
import type { Colleague } from './staff-colleagues.server.ts'
import type { StaffPerson } from './staff-person.server.ts'

/** What the add form was sent with, and what is wrong with each field, shown again beside it. */
export interface ColleagueForm {
  email: string
  github: string
  errors: { email?: string; github?: string }
}

/** The ways a colleague can be added: those the site has set up for signing in. */
export interface ColleagueWays {
  email: boolean
  github: boolean
}

const signsInWith = (person: StaffPerson) => (person.via === 'email' ? 'A link by email' : 'GitHub')

const FIRST_STAFF = "First staff, set by the server's settings: they cannot be removed here"

/** The bodies of the colleagues pages. */
export const colleaguePages = {
  list({
    firstStaff,
    colleagues,
    ways,
    form,
    done,
    csrfToken,
  }: {
    firstStaff: StaffPerson[]
    colleagues: Colleague[]
    ways: ColleagueWays
    form: ColleagueForm
    done: string | undefined
    csrfToken: string
  }): ReactNode {
    const { errors } = form
    return (
      <>
        <ConfirmationBox text={done} />
        <p>Everyone here may sign in to the staff console. Add a colleague and they can sign in at once; remove one and they are signed out at once.</p>
        <h2 id="people-heading">Who may use the console</h2>
        <DataTable
          labelledBy="people-heading"
          columns={['Who', 'Signs in with', 'Added', 'Remove']}
          rowHeaders
          rows={[
            ...firstStaff.map((person) => ({ key: person.id, cells: [person.name, signsInWith(person), FIRST_STAFF, 'Ask the person who runs the server'] })),
            ...colleagues.map(({ person, addedBy, addedAt }) => ({
              key: person.id,
              cells: [
                person.name,
                signsInWith(person),
                <>
                  By {addedBy} on <When iso={addedAt} />
                </>,
                <form method="post" action="/staff/colleagues/remove">
                  <Csrf token={csrfToken} />
                  <input type="hidden" name="person" value={person.id} />
                  <button className="button button--secondary" type="submit">
                    Remove<span className="visually-hidden"> {person.name}</span>
                  </button>
                </form>,
              ],
            })),
          ]}
        />
        <h2>Add a colleague</h2>
        <p>
          {ways.email ? 'With their email address, they can ask for a sign-in link on the sign-in page. ' : null}
          {ways.github ? 'With their GitHub login, they can sign in with GitHub. ' : null}
          Nobody needs to change the server or restart it.
        </p>
        <form method="post" action="/staff/colleagues" noValidate>
          <Csrf token={csrfToken} />
          {ways.email ? (
            <Field id="colleague-email" label="Their email address" error={errors.email}>
              {(aria) => <input {...aria} name="email" type="email" autoComplete="off" defaultValue={form.email} {...focusedWhen(Boolean(errors.email))} />}
            </Field>
          ) : null}
          {ways.github ? (
            <Field id="colleague-github" label={ways.email ? 'Their GitHub login (if they use GitHub)' : 'Their GitHub login'} error={errors.github}>
              {(aria) => (
                <input
                  {...aria}
                  name="github"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  defaultValue={form.github}
                  {...focusedWhen(Boolean(errors.github) && !errors.email)}
                />
              )}
            </Field>
          ) : null}
          <p>
            <button className="button button--primary" type="submit">
              Add colleague
            </button>
          </p>
        </form>
      </>
    )
  },

  /** The second step of a removal: what it does, the danger button that does it, and the way back. */
  confirmRemoval({ person, csrfToken }: { person: StaffPerson; csrfToken: string }): ReactNode {
    return (
      <>
        <p>
          <strong>{person.name}</strong> will no longer be able to sign in to the staff console, and is signed out at once. You can add them again later.
        </p>
        <form method="post" action="/staff/colleagues/remove">
          <Csrf token={csrfToken} />
          <input type="hidden" name="person" value={person.id} />
          <input type="hidden" name="confirm" value="yes" />
          <p>
            {/* The address is said just above: on a phone a long one would not fit on the button. */}
            <button className="button button--danger" type="submit">
              Yes, remove<span className="visually-hidden"> {person.name}</span>
            </button>
          </p>
        </form>
        <p>
          <a href="/staff/colleagues">No, keep {person.name}</a>
        </p>
      </>
    )
  },
}
