import type { StaffPerson } from './staff-person.server.ts'

/** The person requireStaff found, with the token every form that changes something must send back. */
export interface SignedInStaff extends StaffPerson {
  /** Sent back as the `csrf` field of a form (or an X-CSRF-Token header): proves the request came from the console's own page. */
  csrfToken: string
}
