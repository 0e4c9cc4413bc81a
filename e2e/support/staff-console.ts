import { test } from '@playwright/test'

/** How many browsers may sign in side by side, each with an address of its own: more than any machine here runs. */
const STAFF_ADDRESSES = 32

/** Who may sign in to the served site's staff console, and the fake GitHub's OAuth App. */
export const E2E_STAFF = {
  emails: Array.from({ length: STAFF_ADDRESSES }, (_, index) => `staff-${index}@example.org`),
  githubLogin: 'octocat',
  githubApp: { clientId: 'Iv1.e2estaffconsole', clientSecret: 'e2e-staff-console-secret-0123456789' },
} as const

/**
 * The listed address the running test signs in with: one per browser running side by side
 * (Playwright's parallel index), so a sign-in link mailed to one is never taken by another.
 */
export const staffEmail = (): string => E2E_STAFF.emails[test.info().parallelIndex % STAFF_ADDRESSES]!
