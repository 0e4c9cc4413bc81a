/**
 * `npm run staff -- link EMAIL`: a one-time sign-in link to the staff console, printed on the
 * server's own terminal, for an address in STAFF_EMAILS or a colleague added in the console. Uses
 * the same store and configuration as the server.
 */
import { migrateToLatest } from '#api/database/migrate-to-latest.server.ts'
import { openDatabase } from '#api/database/open-database.server.ts'
import { readEnv, type Env } from '#api/env.server.ts'
import { parseStaffCommand, USAGE, type StaffCommand } from '#tools/staff-command/parse-staff-command.ts'
import { runStaffCommand } from '#tools/staff-command/run-staff-command.ts'

let command: StaffCommand
let env: Env
try {
  command = parseStaffCommand(process.argv.slice(2))
  env = readEnv()
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`)
  process.exit(2)
}

const store = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  await migrateToLatest(store.db)
  const link = await runStaffCommand(store, env, command)
  console.log(`Sign-in link for ${command.email}, valid once within 15 minutes:\n${link}`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await store.close()
}
