import type { CmsGithubSettings } from './cms/cms-github-settings.server.ts'
import type { Env } from './env.server.ts'
import type { TrustProxy } from './http/parse-trust-proxy.server.ts'

/** What the request handlers need to know; tests build it directly. */
export interface AppConfig {
  rateLimitPerMinute: number
  /** Proxies trusted to append to X-Forwarded-For (hops, or their addresses); 0 uses the socket address. */
  trustProxy: TrustProxy
  /** A form sent sooner than this after it appeared is stored as likely spam. */
  minFillTimeMs: number
  /** Send Strict-Transport-Security. */
  https: boolean
  /** Queue an email notice for every submission. */
  notify: boolean
  /** Other origins whose pages may send the forms here (CORS and the cross-site check). */
  allowedOrigins: readonly string[]
  /** Signing in to the CMS with GitHub; without it the CMS's routes answer 404. */
  cms?: CmsGithubSettings
  /** The site's public origin (SITE_URL): the only window the CMS sign-in hands its token to. */
  siteUrl: string
}

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    minFillTimeMs: env.MIN_FILL_SECONDS * 1000,
    https: env.HTTPS,
    notify: Boolean(env.SMTP_URL),
    allowedOrigins: env.ALLOWED_ORIGINS,
    cms:
      env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET && env.CMS_GITHUB_REPO
        ? { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET, repo: env.CMS_GITHUB_REPO, branch: env.CMS_GITHUB_BRANCH }
        : undefined,
    siteUrl: env.SITE_URL,
  }
}
