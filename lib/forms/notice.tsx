import type { ReactNode } from 'react'

interface NoticeProps {
  /** A failure is shown as one; anything else as a confirmation. */
  failed?: boolean
  /** For a notice that is its own live region (a page the server writes), `status`; inside a region of the caller's, none. */
  role?: 'status'
  children: ReactNode
}

/**
 * What a form did, in the site's notice style: a confirmation, or what went wrong. The site's forms
 * show it below themselves after sending, and the pages the server writes itself (the staff
 * console) at the top of the page an action led back to.
 */
export const Notice = ({ failed = false, role, children }: NoticeProps) => (
  <p className={`form-outcome form-outcome--${failed ? 'error' : 'success'}`} role={role}>
    {children}
  </p>
)
