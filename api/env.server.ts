import { z } from 'zod'

const flag = () => z.stringbool({ error: 'must be true or false' }).default(false)
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATABASE_URL: z.optional(z.string().regex(/^postgres(?:ql)?:\/\//, 'must be a postgres:// address, or unset to store in SQLite under DATA_DIR')),
    DATA_DIR: z.string().min(1).default('./data'),
    RATE_LIMIT_PER_MINUTE: positiveInt(10),
    /** How many proxies in front of the server append to X-Forwarded-For: "true" means one. */
    TRUST_PROXY: z
      .union([z.enum(['true', 'false']), z.string().regex(/^\d+$/, 'must be true, false or a number of proxies')])
      .default('false')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    PLAY_RETENTION_DAYS: positiveInt(365),
    MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
    SMTP_URL: z.optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')),
    NOTIFY_EMAIL: z.optional(z.email({ error: 'must be an email address' })),
    MAIL_FROM: z.optional(z.string().min(3)),
    /** Served over HTTPS (directly or behind a proxy): adds Strict-Transport-Security. */
    HTTPS: flag(),
  })
  .refine((env) => !env.SMTP_URL || env.NOTIFY_EMAIL, { path: ['NOTIFY_EMAIL'], error: 'must be set when SMTP_URL is set: it is where notices go' })

export type Env = z.infer<typeof envSchema>

/** Reads the configuration once at start; a bad value stops the server with a readable message. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`DATABASE_URL=` in a service file) means unset.
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')))
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`The server configuration is not valid:\n${lines.join('\n')}`)
}
