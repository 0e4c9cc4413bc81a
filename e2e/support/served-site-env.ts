/**
 * The variables through which the global setup tells the test workers where the served site is:
 * Playwright hands the environment the setup leaves to every worker it starts.
 */
export const SERVED_SITE_ENV = {
  baseUrl: 'SENSEAHEAD_E2E_BASE_URL',
  /** The folder of the served site's SQLite store, so tests can see what a form stored. */
  dataDir: 'SENSEAHEAD_E2E_DATA_DIR',
  /** The folder where the mail the served site sends lands, one .eml file a message. */
  mailDir: 'SENSEAHEAD_E2E_MAIL_DIR',
} as const
