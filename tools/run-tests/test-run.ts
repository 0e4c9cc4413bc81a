import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TemporaryPostgres } from '../temporary-postgres/temporary-postgres.ts'
import { flakyTests, type ReportSuite } from './flaky-tests.ts'
import { timedStep, type Step } from './timed-step.ts'

/** A step, and what it adds to the run's counts once it has ended (a test runner's report); it fails the run when it says so. */
export interface CountedStep extends Step {
  /** Reads the step's report into the totals; gives why the step failed though its status was 0, if it did. */
  tally?(status: number): string | undefined
}

/**
 * One run of the tests: its steps, each stopping the run when it fails, and the counts of every
 * test runner's report, printed at the end in the plain 'N passed, N failed' form CI logs read.
 */
export function testRun() {
  const reports = mkdtempSync(join(tmpdir(), 'senseahead-test-reports-'))
  const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
  /** The browser tests that passed only when tried again, by name: reported, never counted as passes. */
  const flaky: string[] = []
  const startedAt = Date.now()
  let reportCount = 0
  const reportPath = (name: string) => join(reports, `${name}-${++reportCount}.json`)

  const self = {
    /** A PostgreSQL this run started for the tests, stopped whenever the run ends. */
    postgres: undefined as TemporaryPostgres | undefined,
    /** Folders this run wrote for the tests (the extended content), removed whenever the run ends. */
    temporaryFolders: [] as string[],

    /** Ends with the counts and the run's time. */
    finish(status: number): never {
      self.postgres?.stop()
      for (const folder of [reports, ...self.temporaryFolders]) rmSync(folder, { recursive: true, force: true })
      if (flaky.length > 0) console.log(`\nFlaky: passed only when tried again:\n${flaky.map((name) => `  ${name}`).join('\n')}`)
      const seconds = Math.round((Date.now() - startedAt) / 1000)
      console.log(`\nThe tests took ${Math.floor(seconds / 60)} min ${seconds % 60} s.`)
      console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`)
      process.exit(status)
    },

    fail(label: string, status: number): never {
      console.error(`\n✖ ${label} failed`)
      return self.finish(status)
    },

    /**
     * Runs the steps side by side (one alone streams its output) and stops the run when any fails.
     * On two cores, steps that mostly wait (servers, browsers, the disk) overlap well with steps that compute.
     */
    async run(...steps: CountedStep[]) {
      const statuses = await Promise.all(steps.map((step) => timedStep(step, { together: steps.length > 1 })))
      const failures = steps.flatMap((step, index) => {
        const why = step.tally?.(statuses[index]!)
        return statuses[index] !== 0 ? [{ label: step.label, status: statuses[index]! }] : why ? [{ label: `${step.label}: ${why}`, status: 1 }] : []
      })
      if (failures.length > 0) self.fail(failures.map((failure) => failure.label).join('; '), failures[0]!.status)
    },

    /**
     * One vitest project, or of it only the test files that import one of `relatedTo` (directly or
     * through other modules, as vitest's `related` finds them), or only `files`; its counts join the totals.
     */
    vitest(label: string, project: string, { env = {}, relatedTo = [], files = [] }: { env?: Record<string, string>; relatedTo?: string[]; files?: string[] } = {}): CountedStep {
      const report = reportPath(project)
      const command = relatedTo.length > 0 ? ['related', '--run', ...relatedTo] : ['run', ...files]
      return {
        label,
        command: 'npx',
        args: ['vitest', ...command, '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        env,
        tally() {
          if (!existsSync(report)) return undefined
          const counts = JSON.parse(readFileSync(report, 'utf8')) as {
            numTotalTests: number
            numPassedTests: number
            numFailedTests: number
            numPendingTests: number
            numTodoTests: number
          }
          totals.passed += counts.numPassedTests
          totals.failed += counts.numFailedTests
          totals.skipped += counts.numPendingTests + counts.numTodoTests
          // `related` passes when it finds nothing to run, as it would once a module named here is renamed.
          return relatedTo.length > 0 && !counts.numTotalTests ? `no test imports ${relatedTo.join(' or ')}` : undefined
        },
      }
    },

    /**
     * The browser tests with Playwright (some of their files, those whose title matches `grep`, or
     * those whose title does not match `grepInvert`, if named); its counts join the totals: a test that passed only on its retry does not fail the run,
     * as Playwright's exit code says, but is counted and named as flaky, not as a pass.
     */
    playwright(
      label: string,
      {
        files = [],
        env = {},
        config,
        grep,
        grepInvert,
        shard,
      }: { files?: string[]; env?: Record<string, string>; config?: string; grep?: string; grepInvert?: string; shard?: string } = {},
    ): CountedStep {
      const report = reportPath('playwright')
      return {
        label,
        command: 'npx',
        args: [
          'playwright',
          'test',
          ...(config ? ['--config', config] : []),
          ...(grep ? ['--grep', grep] : []),
          ...(grepInvert ? ['--grep-invert', grepInvert] : []),
          ...(shard ? ['--shard', shard] : []),
          '--reporter=list,json',
          ...files,
        ],
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
        tally() {
          if (!existsSync(report)) return undefined
          const { stats, suites } = JSON.parse(readFileSync(report, 'utf8')) as {
            stats: { expected: number; unexpected: number; flaky: number; skipped: number }
            suites: ReportSuite[]
          }
          totals.passed += stats.expected
          totals.failed += stats.unexpected
          totals.skipped += stats.skipped
          totals.flaky += stats.flaky
          flaky.push(...flakyTests(suites).map((name) => `${label}: ${name}`))
          return undefined
        },
      }
    },
  }
  return self
}
