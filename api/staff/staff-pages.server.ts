import { escapeHtml } from './escape-html.server.ts'
import { SIGN_IN_LINK_PATH } from './sign-in-links.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'
import { staffPage } from './staff-page.server.ts'

/** The ways to sign in that the sign-in page offers. */
export interface SignInWays {
  github: boolean
  /** 'mail': the page asks for an address and mails a link; 'operator': links come from the server's terminal only. */
  email: 'mail' | 'operator' | undefined
}

/** The console's pages, in the site's style sheets: plain HTML forms that work without JavaScript. */
export function staffPages(stylesheets: readonly string[]) {
  const page = (title: string, body: string) => staffPage({ title, body, stylesheets })
  const backToSignIn = '<p><a href="/staff/sign-in">Back to the sign-in page</a></p>'
  return {
    signIn({ github, email }: SignInWays): string {
      const parts = [`<p>This part of the site is for SenseAhead staff: it shows what people sent through the site's forms.</p>`]
      if (github) parts.push(`<h2>With GitHub</h2>\n<p><a class="button button--primary" href="/staff/sign-in/github">Sign in with GitHub</a></p>`)
      if (email === 'mail')
        parts.push(`<h2>With a link by email</h2>
<form method="post" action="/staff/sign-in/email">
  <p><label for="staff-email">Your email address</label><br>
  <input id="staff-email" name="email" type="email" autocomplete="email" required></p>
  <p><button class="button button--secondary" type="submit">Email me a sign-in link</button></p>
</form>`)
      if (email === 'operator') parts.push(`<h2>With a sign-in link</h2>\n<p>Ask the person who runs the website's server for a sign-in link. It works once, within 15 minutes.</p>`)
      return page('Staff sign-in', parts.join('\n'))
    },

    linkSent(): string {
      return page(
        'Check your email',
        `<p>If this address may sign in, a sign-in link is on its way to it. The link works once, within 15 minutes.</p>
<p>Nothing arrived? Check the spam folder, or ask for a new link.</p>${backToSignIn}`,
      )
    },

    /** Opening a link only shows this button, so a mail program that opens links by itself cannot use it up. */
    confirmLink(token: string): string {
      return page(
        'Sign in',
        `<form method="post" action="${SIGN_IN_LINK_PATH}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <p><button class="button button--primary" type="submit">Sign in to the staff console</button></p>
</form>`,
      )
    },

    /** A page for a signed-in person: the console's navigation and the sign-out button above its content. */
    signedIn(staff: SignedInStaff, title: string, body: string, { wide = false } = {}): string {
      const how = staff.via === 'github' ? 'GitHub account' : 'email address'
      const header = `<nav aria-label="Staff console">
  <ul class="staff-console__nav">
    <li><a href="/staff/">Inbox</a></li>
    <li><a href="/staff/matching">Play With Me matching</a></li>
    <li><a href="/staff/audit">Audit log</a></li>
    <li><a href="/staff/erase">Erase a person’s data</a></li>
  </ul>
</nav>
<form class="staff-console__sign-out" method="post" action="/staff/sign-out">
  <p>Signed in as <strong>${escapeHtml(staff.name)}</strong> (${how}).
  <input type="hidden" name="csrf" value="${escapeHtml(staff.csrfToken)}">
  <button class="button button--secondary" type="submit">Sign out</button></p>
</form>`
      return staffPage({ title, body, stylesheets, header, wide })
    },

    /** An answer in plain words for anything that went wrong, with the way back. */
    problem(title: string, text: string): string {
      return page(title, `<p>${escapeHtml(text)}</p>${backToSignIn}`)
    },
  }
}

export type StaffPages = ReturnType<typeof staffPages>
