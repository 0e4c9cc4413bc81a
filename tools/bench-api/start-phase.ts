import type { Checklist } from '../bench-report/checklist.ts'
import { formatTable } from '../bench-report/format-table.ts'
import type { ServerProgram } from '../start-site/spawn-start.ts'
import { measureStart, type StartFigures } from './measure-start.ts'
import { START_BUDGETS } from './start-budgets.ts'

/** Starts of each program, taking turns, so that a busy moment of the machine weighs on both alike; the median is kept. */
const ROUNDS = 3

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * The server's start and idle memory: the compiled server as the systemd unit runs it, against
 * the budgets, and beside it its TypeScript source through tsx, as the site was served before.
 */
export async function startPhase({ check }: Checklist): Promise<void> {
  const runs: Record<ServerProgram, StartFigures[]> = { build: [], source: [] }
  for (let round = 0; round < ROUNDS; round++) for (const program of ['build', 'source'] as const) runs[program].push(await measureStart(program))
  const figures = (program: ServerProgram) => ({
    startMs: median(runs[program].map((run) => run.startToHealthyMs)),
    cpuMs: median(runs[program].map((run) => run.startCpuMs)),
    residentBytes: median(runs[program].map((run) => run.idleResidentBytes)),
  })
  const built = figures('build')
  const source = figures('source')

  console.log(`\nStart and idle memory (medians of ${ROUNDS} starts each, on a fresh SQLite store):\n`)
  console.log(
    formatTable([
      ['server', 'start to a healthy answer', 'its CPU time', 'resident memory, idle'],
      ['compiled, node alone (deploy/senseahead.service)', `${built.startMs.toFixed(0)} ms`, `${built.cpuMs.toFixed(0)} ms`, mb(built.residentBytes)],
      ['TypeScript source through tsx', `${source.startMs.toFixed(0)} ms`, `${source.cpuMs.toFixed(0)} ms`, mb(source.residentBytes)],
      [
        'tsx ÷ compiled',
        `${(source.startMs / built.startMs).toFixed(2)} ×`,
        `${(source.cpuMs / built.cpuMs).toFixed(2)} ×`,
        `${(source.residentBytes / built.residentBytes).toFixed(2)} ×`,
      ],
    ]),
  )
  console.log('\nBudgets:')
  check(`idle resident memory ≤ ${mb(START_BUDGETS.idleResidentBytes)}`, mb(built.residentBytes), built.residentBytes <= START_BUDGETS.idleResidentBytes)
  check(`start to a healthy answer ≤ ${START_BUDGETS.startToHealthyMs} ms`, `${built.startMs.toFixed(0)} ms`, built.startMs <= START_BUDGETS.startToHealthyMs)
}
