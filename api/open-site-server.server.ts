import type { App } from 'h3'
import { appConfigFromEnv } from './app-config.server.ts'
import { createSiteApp } from './app.server.ts'
import { migrateToLatest } from './database/migrate-to-latest.server.ts'
import { openDatabase } from './database/open-database.server.ts'
import { siteSecret } from './database/site-secret.server.ts'
import { emailComposers } from './email-composers.server.ts'
import type { Env } from './env.server.ts'
import { countStoredSubmissions } from './forms-intake/count-stored-submissions.server.ts'
import { formTokens } from './forms-intake/form-tokens.server.ts'
import { submissionWriter } from './forms-intake/submission-writer.server.ts'
import { clientAddressOf } from './http/client-address.server.ts'
import { log } from './log.server.ts'
import { runMaintenance } from './maintenance/run-maintenance.server.ts'
import { siteMetrics } from './metrics/site-metrics.server.ts'
import { outboxMetrics } from './outbox/outbox-metrics.server.ts'
import { MAIL_CONNECTIONS, mailTransport, outboxWorker } from './outbox/outbox-worker.server.ts'
import { rateLimiterFor } from './rate-limit/rate-limiters.server.ts'
import { personLinks } from './secrets/signed-links.server.ts'
import type { ServerContent } from './server-content.server.ts'
import { openStaffConsole } from './staff-console/open-staff-console.server.ts'
import { siteStylesheets } from './staff-console/site-stylesheets.server.ts'
import { signInMailer } from './staff-sign-in/sign-in-mailer.server.ts'
import { staffSettingsFromEnv } from './staff-sign-in/staff-settings.server.ts'

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000

export interface SiteServer {
  app: App
  /** Waits for the submissions being written, then closes the mail outbox and the store. */
  close(): Promise<void>
}

/**
 * Everything the running site needs: the migrated store and its one submission writer, the rate
 * limiter, the form-token key, the app, the hourly maintenance (retention of play registrations)
 * with SMTP_URL, the mail outbox (its words from `content`), and with staff named (STAFF_EMAILS, STAFF_GITHUB_LOGINS), the staff console.
 */
export async function openSiteServer(env: Env, { clientRoot, content }: { clientRoot?: string; content: ServerContent }): Promise<SiteServer> {
  const store = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  const { db } = store
  await migrateToLatest(db)
  const writer = submissionWriter(store)
  // What /api/metrics shows: the server's own figures, with the outbox's and the stored submissions' counts.
  const metrics = siteMetrics({ storeHealth: store.health, token: env.METRICS_TOKEN })
  outboxMetrics(metrics.registry, db)
  const maintain = () => runMaintenance(db, { playRetentionDays: env.PLAY_RETENTION_DAYS }).catch((error: Error) => log('error', 'maintenance_failed', { reason: error.message }))
  await maintain()
  const timer = setInterval(maintain, MAINTENANCE_INTERVAL_MS)
  timer.unref()
  const transport = env.SMTP_URL ? mailTransport(env.SMTP_URL) : undefined
  const from = env.MAIL_FROM ?? env.NOTIFY_EMAIL
  const links = personLinks(await siteSecret(db, 'person-links'))
  const staffSettings = staffSettingsFromEnv(env)
  const mail =
    transport && from && env.NOTIFY_EMAIL
      ? outboxWorker({
          db,
          transport,
          from,
          composers: emailComposers({ db, staffAddress: env.NOTIFY_EMAIL, content, siteUrl: env.SITE_URL, links, consoleUrl: staffSettings ? env.SITE_URL : undefined }),
          claimMs: env.MAIL_CLAIM_SECONDS * 1000,
          sendsAtOnce: 2 * MAIL_CONNECTIONS,
        })
      : undefined
  mail?.start()
  const staff =
    staffSettings &&
    openStaffConsole({
      settings: staffSettings,
      store,
      https: env.HTTPS,
      siteUrl: env.SITE_URL,
      trustProxy: env.TRUST_PROXY,
      mailer: transport && from ? signInMailer(transport, from) : undefined,
      clientRoot,
      playRetentionDays: env.PLAY_RETENTION_DAYS,
      matchHoldMinutes: env.MATCH_HOLD_MINUTES,
      timeZone: env.TIME_ZONE,
      onNoticeQueued: mail && (() => void mail.runOnce()),
    })
  const config = appConfigFromEnv(env)
  const rateLimiter = rateLimiterFor(store, env.RATE_LIMIT_PER_MINUTE)
  const app = createSiteApp({
    clientRoot,
    storeHealth: store.health,
    writer: countStoredSubmissions(metrics.registry)(writer),
    metrics,
    rateLimiter,
    formTokens: formTokens(await siteSecret(db, 'form-token')),
    config,
    onSubmissionStored: mail && (() => void mail.runOnce()),
    staff,
    myData: {
      store,
      links,
      stylesheets: siteStylesheets(clientRoot),
      contact: { email: content.settings.email, phone: content.settings.phone },
      rateLimiter,
      clientAddress: clientAddressOf(config.trustProxy),
    },
  })
  return {
    app,
    async close() {
      clearInterval(timer)
      await writer.drain()
      await mail?.stop()
      transport?.close()
      await store.close()
    },
  }
}
