import type { App } from 'h3'
import nodemailer from 'nodemailer'
import { createSiteApp } from './app.server.ts'
import { appConfigFromEnv } from './app-config.server.ts'
import { migrateToLatest } from './database/migrate-to-latest.server.ts'
import { openDatabase } from './database/open-database.server.ts'
import type { Env } from './env.server.ts'
import { log } from './log.server.ts'
import { outboxWorker } from './mail/outbox-worker.server.ts'
import { runMaintenance } from './maintenance/run-maintenance.server.ts'

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000

export interface SiteServer {
  app: App
  close(): Promise<void>
}

/**
 * Everything the running site needs: the migrated store, the app, the hourly maintenance
 * (retention of play registrations) and, with SMTP_URL, the mail outbox.
 */
export async function openSiteServer(env: Env, clientRoot?: string): Promise<SiteServer> {
  const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await migrateToLatest(db)
  const maintain = () => runMaintenance(db, { playRetentionDays: env.PLAY_RETENTION_DAYS }).catch((error: Error) => log('error', 'maintenance_failed', { reason: error.message }))
  await maintain()
  const timer = setInterval(maintain, MAINTENANCE_INTERVAL_MS)
  timer.unref()
  const mail = env.SMTP_URL && env.NOTIFY_EMAIL
    ? outboxWorker({ db, transport: nodemailer.createTransport(env.SMTP_URL), from: env.MAIL_FROM ?? env.NOTIFY_EMAIL, to: env.NOTIFY_EMAIL })
    : undefined
  mail?.start()
  const app = createSiteApp({ clientRoot, db, config: appConfigFromEnv(env), onSubmissionStored: mail && (() => void mail.runOnce()) })
  return {
    app,
    async close() {
      clearInterval(timer)
      await mail?.stop()
      await db.destroy()
    },
  }
}
