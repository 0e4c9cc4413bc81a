import { z } from 'zod'
import { parseTrustProxy } from './http/parse-trust-proxy.server.ts'
import { isTimeZone } from './time/clock-time.server.ts'

/**
 * SITE_URL: the site's public origin (scheme, host and port only; a trailing slash is allowed),
 * as visitors' browsers reach this server. The server hands the content editor's GitHub token
 * only to a window of this origin; the request's own Host header, which a client writes, is never
 * used for that.
 */
const siteUrlSetting = z.string().transform((value, context) => {
  // http or https, a host and maybe a port: no user, path, query or fragment.
  if (!/^https?:\/\/[^/?#@]+\/?$/.test(value) || !URL.canParse(value)) {
    context.addIssue({ code: 'custom', message: `"${value}" is not the site's address: write the scheme and host only, like https://senseahead.org` })
    return z.NEVER
  }
  return new URL(value).origin
})

/** A comma-separated list, each entry trimmed and lower-cased, empty ones dropped, each checked by `valid`. */
const lowerCaseList = (valid: (entry: string) => boolean, what: string) =>
  z
    .string()
    .default('')
    .transform((value, context) => {
      const entries = value
        .split(',')
        .map((each) => each.trim().toLowerCase())
        .filter(Boolean)
      for (const entry of entries) if (!valid(entry)) context.addIssue({ code: 'custom', message: `"${entry}" is not ${what}` })
      return entries
    })

const flag = () => z.stringbool({ error: 'must be true or false' }).default(false)
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATABASE_URL: z.optional(z.string().regex(/^postgres(?:ql)?:\/\//, 'must be a postgres:// address, or unset to store in SQLite under DATA_DIR')),
    DATA_DIR: z.string().min(1).default('./data'),
    RATE_LIMIT_PER_MINUTE: positiveInt(10),
    /**
     * Which proxies may tell the client's address in X-Forwarded-For: a number of hops, `true` for
     * one, or a comma-separated list of the proxies' addresses or subnets (`loopback`, `10.0.0.2`,
     * `10.0.0.0/8`), which trusts a hop only when it really comes from one of them.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context) => {
        const trust = parseTrustProxy(value)
        if (trust === undefined)
          context.addIssue({ code: 'custom', message: 'must be false, true, a number of proxies, or a comma-separated list of proxy addresses or subnets (for example loopback)' })
        return trust ?? 0
      }),
    PLAY_RETENTION_DAYS: positiveInt(365),
    /** The organisation's time zone, by its IANA name (Europe/London): the staff console shows every time on its clocks. */
    TIME_ZONE: z.string().default('UTC').refine(isTimeZone, { error: 'must be a time zone by its name in the time zone database, like Europe/London or UTC' }),
    /** Minutes between a Play With Me match and its emails, during which staff can undo it. */
    MATCH_HOLD_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
    MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
    SMTP_URL: z.optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')),
    NOTIFY_EMAIL: z.optional(z.email({ error: 'must be an email address' })),
    MAIL_FROM: z.optional(z.string().min(3)),
    /** How long a server holds an email it is sending before another server on the same database may take it; renewed while the mail server works on it. */
    MAIL_CLAIM_SECONDS: positiveInt(60),
    /** Served over HTTPS (directly or behind a proxy): adds Strict-Transport-Security. */
    HTTPS: flag(),
    HEADERS_TIMEOUT_SECONDS: positiveInt(10),
    REQUEST_TIMEOUT_SECONDS: positiveInt(30),
    KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(5),
    /** Keep it below the process's file-descriptor limit (`ulimit -n`, LimitNOFILE in systemd). */
    MAX_CONNECTIONS: positiveInt(900),
    /**
     * One client (an IPv4 address, an IPv6 /64) may hold this many of them, so that it cannot take
     * them all; a proxy named in TRUST_PROXY is not counted. Several people behind one address (a
     * school, an office) share it.
     */
    MAX_CONNECTIONS_PER_CLIENT: positiveInt(64),
    SHUTDOWN_GRACE_SECONDS: positiveInt(10),
    /**
     * Pages served from other origins (a static host or CDN, built with API_ORIGIN pointing here)
     * whose forms may post to this server: a comma-separated list like https://www.example.org.
     */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value, context) => {
        const origins = value
          .split(',')
          .map((each) => each.trim())
          .filter(Boolean)
        for (const origin of origins) {
          if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
            context.addIssue({ code: 'custom', message: `"${origin}" is not an origin: write the scheme and host only, like https://www.example.org` })
          }
        }
        return origins
      }),
    /** Lets a bearer read /api/metrics from anywhere; long enough that it cannot be guessed. */
    METRICS_TOKEN: z.optional(z.string().min(32, 'must be at least 32 characters: a long random secret, for example from openssl rand -hex 32')),
    /** The site's public origin; unset, http://localhost:PORT, the address of a local start. */
    SITE_URL: z.optional(siteUrlSetting),
    /** The GitHub OAuth App the CMS (/admin/) signs in with; its callback URL is the site's /api/cms/callback. */
    GITHUB_CLIENT_ID: z.optional(z.string().regex(/^[A-Za-z0-9._-]+$/, 'must be the Client ID of a GitHub OAuth App')),
    GITHUB_CLIENT_SECRET: z.optional(z.string().min(20, 'must be a Client secret of the GitHub OAuth App')),
    CMS_GITHUB_REPO: z.optional(z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'must be the repository as owner/name, like senseahead/website')),
    CMS_GITHUB_BRANCH: z
      .string()
      .regex(/^[A-Za-z0-9._/-]+$/, 'must be a branch name')
      .default('main'),
    /** Where GitHub is: https://github.com, or a GitHub Enterprise server's address. */
    GITHUB_URL: z
      .url({ protocol: /^https?$/, error: 'must be the address of GitHub, like https://github.com or https://github.example.org' })
      .default('https://github.com')
      .transform((value) => new URL(value).origin),
    /** Who may sign in to the staff console (/staff/) with a one-time link sent by email, or printed by `npm run staff -- link`. */
    STAFF_EMAILS: lowerCaseList((entry) => z.email().safeParse(entry).success, 'an email address: write addresses separated by commas'),
    /** Who may sign in to the staff console with GitHub: GitHub logins separated by commas. */
    STAFF_GITHUB_LOGINS: lowerCaseList((entry) => /^[a-z0-9](?:[a-z0-9-]{0,38})$/.test(entry), 'a GitHub login: write logins separated by commas'),
    /** The GitHub OAuth App the staff console signs in with; its callback URL is the site's /staff/sign-in/github/callback. */
    STAFF_GITHUB_CLIENT_ID: z.optional(z.string().regex(/^[A-Za-z0-9._-]+$/, 'must be the Client ID of a GitHub OAuth App')),
    STAFF_GITHUB_CLIENT_SECRET: z.optional(z.string().min(20, 'must be a Client secret of the GitHub OAuth App')),
    /** Sign-in attempts to the staff console one client may make a minute. */
    STAFF_SIGN_IN_PER_MINUTE: positiveInt(5),
    /** Sign-in links one address may be sent an hour, whoever asks for them. */
    STAFF_LINKS_PER_HOUR: positiveInt(5),
  })
  .refine((env) => !env.SMTP_URL || env.NOTIFY_EMAIL, { path: ['NOTIFY_EMAIL'], error: 'must be set when SMTP_URL is set: it is where notices go' })
  .refine(
    (env) =>
      [env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, env.CMS_GITHUB_REPO].every(Boolean) || ![env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, env.CMS_GITHUB_REPO].some(Boolean),
    {
      path: ['GITHUB_CLIENT_ID'],
      error: 'GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and CMS_GITHUB_REPO go together: set all three to sign in to the CMS with GitHub, or none',
    },
  )
  .refine((env) => env.STAFF_GITHUB_LOGINS.length === 0 || (env.STAFF_GITHUB_CLIENT_ID && env.STAFF_GITHUB_CLIENT_SECRET), {
    path: ['STAFF_GITHUB_LOGINS'],
    error: 'needs STAFF_GITHUB_CLIENT_ID and STAFF_GITHUB_CLIENT_SECRET, the GitHub OAuth App the staff console signs in with',
  })
  // SITE_URL's default needs PORT, so it is filled in once both are read.
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` }))

export type Env = z.infer<typeof envSchema>

/** Reads the configuration once at start; a bad value stops the server with a readable message. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`DATABASE_URL=` in a service file) means unset.
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')))
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`The server configuration is not valid:\n${lines.join('\n')}`)
}
