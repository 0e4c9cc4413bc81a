import type { MailCatcher } from '#api/testing/start-mail-catcher.ts'
import type { TestStore } from '#api/testing/test-stores.ts'

/**
 * The settings of a site the console's server tests start: its store, `staff` listed for links by
 * email, mail to the catcher with notices to `office@example.org`, and no limit a test's burst of
 * sign-ins (of one address too) and sign-ups would reach (nor the fill time a person needs); `extra` over them.
 */
export function consoleSiteEnv(store: TestStore, mail: MailCatcher, staff: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: store.location.databaseUrl ?? '',
    STAFF_EMAILS: staff,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    NOTIFY_EMAIL: 'office@example.org',
    STAFF_SIGN_IN_PER_MINUTE: '1000',
    STAFF_LINKS_PER_HOUR: '1000',
    RATE_LIMIT_PER_MINUTE: '1000',
    MIN_FILL_SECONDS: '0',
    ...extra,
  }
}
