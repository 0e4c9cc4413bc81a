/**
 * `npm run bench:api`: how many requests the real server answers, and how fast, against the
 * budgets (tools/bench-api/). It builds when the build is not current, measures the start and the
 * idle memory of the compiled server as the systemd unit runs it, then starts it (SQLite store,
 * production mode) on loopback and loads it with autocannon from this process for about five
 * seconds per phase, prints a table and the budgets, and exits with an error when a budget is
 * missed. The server and
 * this load generator share the machine's CPUs, so figures are comparable only on the same
 * machine, which the output names.
 *
 * Then the mail outbox: how long 1,000 emails queued before the server starts take to reach a mail
 * server on loopback; and the staff console on a store of 100,000 sign-ups: its list, its search
 * and a CSV export of every form. Those phases run on SQLite, and on PostgreSQL too when
 * DATABASE_URL names a server on this machine (a database of its own is made there and dropped
 * after) or `--postgres` asks for a throwaway one from Debian's package. `--inbox-only` runs the
 * staff console's phase alone.
 */
import { parseArgs } from 'node:util'
import { runBenchApi } from '#tools/bench-api/run-bench-api.ts'

const { values } = parseArgs({ options: { postgres: { type: 'boolean', default: false }, 'inbox-only': { type: 'boolean', default: false } } })
process.exitCode = (await runBenchApi({ postgres: values.postgres, inboxOnly: values['inbox-only'] })) ? 0 : 1
