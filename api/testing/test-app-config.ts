import type { AppConfig } from '../app-config.server.ts'

/** The production defaults, except that tests fill forms instantly. */
export const TEST_APP_CONFIG: AppConfig = { rateLimitPerMinute: 10, trustProxyHops: 0, minFillTimeMs: 0, https: false, notify: false }
