import type { ReactNode } from 'react'
import { Field } from '#lib/forms/field.tsx'
import { plainPage } from '../http/plain-page.server.tsx'
import { InTimeZone, Csrf } from './page-parts.server.tsx'
import { SIGN_IN_LINK_PATH } from './sign-in-links.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'

export interface StaffPageParts {
  title: string
  body: ReactNode
  stylesheets: readonly string[]
  /** The console's navigation and sign-out, for a signed-in person's pages. */
  header?: ReactNode
  /** Room for a table: the inbox's lists and the audit log. */
  wide?: boolean | undefined
}

/** A whole console page (plainPage), in the console's layout. */
function staffPage({ title, body, stylesheets, header, wide }: StaffPageParts): string {
  return plainPage({ title, site: 'SenseAhead staff', body, stylesheets, header, layout: `container staff-console${wide ? ' staff-console--wide' : ''}` })
}

/** The ways to sign in that the sign-in page offers. */
export interface SignInWays {
  github: boolean
  /** 'mail': the page asks for an address and mails a link; 'operator': links come from the server's terminal only. */
  email: 'mail' | 'operator' | undefined
}

/** A link back from a page that ends there, in words that say where it goes. */
export interface WayBack {
  href: string
  words: string
}

/** The way back for someone not signed in, or not yet. */
export const BACK_TO_SIGN_IN: WayBack = { href: '/staff/sign-in', words: 'Back to the sign-in page' }

const Back = ({ href, words }: WayBack) => (
  <p>
    <a href={href}>{words}</a>
  </p>
)

/** The console's navigation and the sign-out button, above a signed-in person's pages. */
function SignedInHeader({ staff }: { staff: SignedInStaff }) {
  return (
    <>
      <nav aria-label="Staff console">
        <ul className="staff-console__nav">
          <li>
            <a href="/staff/">Inbox</a>
          </li>
          <li>
            <a href="/staff/matching">Play With Me matching</a>
          </li>
          <li>
            <a href="/staff/audit">Audit log</a>
          </li>
          <li>
            <a href="/staff/erase">Erase a person’s data</a>
          </li>
          <li>
            <a href="/staff/colleagues">Colleagues</a>
          </li>
        </ul>
      </nav>
      <form className="staff-console__sign-out" method="post" action="/staff/sign-out">
        <p>
          Signed in as <strong>{staff.name}</strong> ({staff.via === 'github' ? 'GitHub account' : 'email address'}). <Csrf token={staff.csrfToken} />
          <button className="button button--secondary" type="submit">
            Sign out
          </button>
        </p>
      </form>
    </>
  )
}

/** The console's pages, in the site's style sheets: plain HTML forms that work without JavaScript. */
export function staffPages(stylesheets: readonly string[], timeZone: string) {
  const page = (title: string, body: ReactNode) => staffPage({ title, body, stylesheets })
  return {
    signIn({ github, email }: SignInWays): string {
      return page(
        'Staff sign-in',
        <>
          <p>This part of the site is for SenseAhead staff: it shows what people sent through the site's forms.</p>
          {github ? (
            <>
              <h2>With GitHub</h2>
              <p>
                <a className="button button--primary" href="/staff/sign-in/github">
                  Sign in with GitHub
                </a>
              </p>
            </>
          ) : null}
          {email === 'mail' ? (
            <>
              <h2>With a link by email</h2>
              <form method="post" action="/staff/sign-in/email">
                <Field id="staff-email" label="Your email address">
                  {(aria) => <input {...aria} name="email" type="email" autoComplete="email" required />}
                </Field>
                <p>
                  <button className="button button--secondary" type="submit">
                    Email me a sign-in link
                  </button>
                </p>
              </form>
            </>
          ) : null}
          {email === 'operator' ? (
            <>
              <h2>With a sign-in link</h2>
              <p>Ask the person who runs the website's server for a sign-in link. It works once, within 15 minutes.</p>
            </>
          ) : null}
        </>,
      )
    },

    linkSent(): string {
      return page(
        'Check your email',
        <>
          <p>If this address may sign in, a sign-in link is on its way to it. The link works once, within 15 minutes.</p>
          <p>Nothing arrived? Check the spam folder, or ask for a new link.</p>
          <Back {...BACK_TO_SIGN_IN} />
        </>,
      )
    },

    /** Opening a link only shows this button, so a mail program that opens links by itself cannot use it up. */
    confirmLink(token: string): string {
      return page(
        'Sign in',
        <form method="post" action={SIGN_IN_LINK_PATH}>
          <input type="hidden" name="token" value={token} />
          <p>
            <button className="button button--primary" type="submit">
              Sign in to the staff console
            </button>
          </p>
        </form>,
      )
    },

    /** A page for a signed-in person: the console's navigation and the sign-out button above its content. */
    signedIn(staff: SignedInStaff, title: string, body: ReactNode, { wide = false } = {}): string {
      return staffPage({ title, body: <InTimeZone timeZone={timeZone}>{body}</InTimeZone>, stylesheets, header: <SignedInHeader staff={staff} />, wide })
    },

    /** An answer in plain words for anything that went wrong, with the way back: to the sign-in page unless `back` names the page the person came from. */
    problem(title: string, text: string, back: WayBack = BACK_TO_SIGN_IN): string {
      return page(
        title,
        <>
          <p>{text}</p>
          <Back {...back} />
        </>,
      )
    },
  }
}

export type StaffPages = ReturnType<typeof staffPages>
