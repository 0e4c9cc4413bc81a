/** Who may sign in to the served site's staff console, and the fake GitHub's OAuth App. */
export const E2E_STAFF = {
  email: 'staff@example.org',
  githubLogin: 'octocat',
  githubApp: { clientId: 'Iv1.e2estaffconsole', clientSecret: 'e2e-staff-console-secret-0123456789' },
} as const
