import { formatTable } from '../bench-report/format-table.ts'
import type { InboxFigures } from './measure-inbox.ts'

export interface InboxBudgets {
  /** Each page of the staff console's list and search, at the 99th percentile. */
  readP99Ms: number
  /** Every form's CSV download, one after another. */
  exportAllMs: number
  /** How much more memory the server holds while those downloads run than before them. */
  exportMemoryGrowthBytes: number
}

export interface BudgetCheck {
  label: string
  value: string
  ok: boolean
}

const MB = 1024 * 1024
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** The inbox phase's figures as tables, and each budget with its figure and whether it was kept. */
export function inboxReport(figures: InboxFigures, budgets: InboxBudgets): { tables: string; checks: BudgetCheck[] } {
  const { reads, exports, wrongAnswers, exportMs, memoryBeforeBytes, memoryPeakBytes } = figures
  const ok = (read: (typeof reads)[number]) => read.load.answers.get(200) ?? 0
  const others = (read: (typeof reads)[number]) => [...read.load.answers].filter(([status]) => status !== 200)
  const readTable = formatTable([
    ['staff console page', 'answers 200', 'per second', 'server CPU ms', 'p50 ms', 'p99 ms', 'other answers', 'errors'],
    ...reads.map((read) => [
      read.name,
      String(ok(read)),
      (ok(read) / read.load.durationSeconds).toFixed(0),
      read.serverCpuMsPerAnswer.toFixed(2),
      ok(read) > 0 ? String(read.load.p50Ms) : '—',
      ok(read) > 0 ? String(read.load.p99Ms) : '—',
      others(read)
        .map(([status, n]) => `${n}×${status}`)
        .join(', ') || 'none',
      String(read.load.errors),
    ]),
  ])
  const exportTable = formatTable([
    ['CSV export', 'status', 'rows', 'size', 'time'],
    ...exports.map(({ form, status, written, bytes, ms }) => [form, String(status), String(written), megabytes(bytes), seconds(ms)]),
    ['every form', '', String(exports.reduce((sum, { written }) => sum + written, 0)), megabytes(exports.reduce((sum, { bytes }) => sum + bytes, 0)), seconds(exportMs)],
  ])
  const growth = memoryPeakBytes - memoryBeforeBytes
  const short = exports.filter(({ status, written, expected }) => status !== 200 || written !== expected)
  const checks: BudgetCheck[] = [
    // A latency measured on no answer at all is 0 ms: that must not pass.
    ...reads.map((read) => ({
      label: `${read.name} p99 ≤ ${budgets.readP99Ms} ms`,
      value: ok(read) > 0 ? `${read.load.p99Ms} ms` : 'no 200 answer to measure',
      ok: ok(read) > 0 && read.load.p99Ms <= budgets.readP99Ms,
    })),
    { label: 'every page listed the sign-ups the store holds', value: wrongAnswers.join(', ') || 'yes', ok: wrongAnswers.length === 0 },
    {
      label: 'every page answered 200',
      value:
        reads
          .filter((read) => others(read).length > 0 || read.load.errors > 0)
          .map((read) => read.name)
          .join(', ') || 'yes',
      ok: reads.every((read) => others(read).length === 0 && read.load.errors === 0),
    },
    { label: `CSV export of every form ≤ ${seconds(budgets.exportAllMs)}`, value: seconds(exportMs), ok: exportMs <= budgets.exportAllMs },
    {
      label: 'every export held every sign-up not flagged as spam',
      value: short.map(({ form, written, expected }) => `${form}: ${written} of ${expected}`).join(', ') || 'yes',
      ok: short.length === 0,
    },
    {
      label: `server memory growth during the exports ≤ ${megabytes(budgets.exportMemoryGrowthBytes)}`,
      value: `${megabytes(growth)} (${megabytes(memoryBeforeBytes)} → ${megabytes(memoryPeakBytes)})`,
      ok: growth <= budgets.exportMemoryGrowthBytes,
    },
  ]
  const cpuNote =
    "server CPU ms: the server process's CPU time per answer, its SQLite thread included but not PostgreSQL's own processes; other programs on the machine hardly change it, unlike the latencies."
  return { tables: `${readTable}\n${cpuNote}\n\n${exportTable}`, checks }
}
