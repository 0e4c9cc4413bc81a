/**
 * `npm run submissions -- list|export|delete|purge|backup|restore`: what staff need instead of a
 * web admin. Uses the same store and configuration as the server; run `npm run submissions` alone
 * for help.
 */
import { createWriteStream } from 'node:fs'
import { finished } from 'node:stream/promises'
import { migrateToLatest } from '#api/database/migrate-to-latest.server.ts'
import { openDatabase } from '#api/database/open-database.server.ts'
import { backupSqliteStore } from '#api/database/backup-sqlite-store.server.ts'
import { restoreSqliteStore } from '#api/database/restore-sqlite-store.server.ts'
import { readEnv } from '#api/env.server.ts'
import { parseSubmissionsCommand, USAGE, type SubmissionsCommand } from '#tools/submissions-command/parse-submissions-command.ts'
import { runSubmissionsCommand } from '#tools/submissions-command/run-submissions-command.ts'

let command: SubmissionsCommand
let env
try {
  command = parseSubmissionsCommand(process.argv.slice(2))
  env = readEnv()
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`)
  process.exit(2)
}

if (command.name === 'backup' || command.name === 'restore') {
  // The store's own file, not a query: the backup API copies it whole, and a restore replaces it.
  if (env.DATABASE_URL) {
    console.error(`${command.name} is for the SQLite store. With PostgreSQL use pg_dump and pg_restore: docs/operators.md (Backups) shows how.`)
    process.exit(2)
  }
  try {
    if (command.name === 'backup') {
      const { pages } = await backupSqliteStore(env.DATA_DIR, command.output)
      console.log(`Backed up ${pages} pages to ${command.output}; the copy passed its integrity check.`)
    } else {
      await restoreSqliteStore(command.input, env.DATA_DIR)
      console.log(`Restored the store in ${env.DATA_DIR} from ${command.input}.`)
    }
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  process.exit(0)
}

const store = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  await migrateToLatest(store.db)
  const file = command.name === 'export' && command.output ? createWriteStream(command.output) : undefined
  await runSubmissionsCommand(store, command, { out: file ?? process.stdout, err: process.stderr })
  if (file) {
    file.end()
    await finished(file)
  }
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await store.close()
}
