import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TemporaryPostgres } from '../temporary-postgres/temporary-postgres.ts'
import { flakyTests, type ReportSuite } from './flaky-tests.ts'
import { timedStep } from './timed-step.ts'

/**
 * One run of the tests: its steps, each stopping the run when it fails, and the counts of every
 * test runner's report, printed at the end in the plain 'N passed, N failed' form CI logs read.
 */
export function testRun() {
  const reports = mkdtempSync(join(tmpdir(), 'senseahead-test-reports-'))
  const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
  /** The browser tests that passed only when tried again, by name: reported, never counted as passes. */
  const flaky: string[] = []

  const self = {
    /** A PostgreSQL this run started for the tests, stopped whenever the run ends. */
    postgres: undefined as TemporaryPostgres | undefined,

    /** Ends with the counts. */
    finish(status: number): never {
      rmSync(reports, { recursive: true, force: true })
      if (flaky.length > 0) console.log(`\nFlaky: passed only when tried again:\n${flaky.map((name) => `  ${name}`).join('\n')}`)
      console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`)
      process.exit(status)
    },

    fail(label: string, status: number): never {
      console.error(`\n✖ ${label} failed`)
      self.postgres?.stop()
      return self.finish(status)
    },

    run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
      const status = timedStep(label, command, args, env)
      if (status !== 0) self.fail(label, status)
    },

    /**
     * Runs one vitest project, or of it only the test files that import one of `relatedTo` (directly or
     * through other modules, as vitest's `related` finds them), and adds its counts to the totals.
     */
    runVitest(label: string, project: string, { env = {}, relatedTo = [] }: { env?: Record<string, string>; relatedTo?: string[] } = {}) {
      const report = join(reports, `${project}-${Date.now()}.json`)
      const command = relatedTo.length > 0 ? ['related', '--run', ...relatedTo] : ['run']
      const status = timedStep(label, 'npx', ['vitest', ...command, '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env)
      const counts = existsSync(report)
        ? (JSON.parse(readFileSync(report, 'utf8')) as { numTotalTests: number; numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number })
        : undefined
      if (counts) {
        totals.passed += counts.numPassedTests
        totals.failed += counts.numFailedTests
        totals.skipped += counts.numPendingTests + counts.numTodoTests
      }
      if (status !== 0) self.fail(label, status)
      // `related` passes when it finds nothing to run, as it would once a module named here is renamed.
      if (relatedTo.length > 0 && !counts?.numTotalTests) self.fail(`${label}: no test imports ${relatedTo.join(' or ')}`, 1)
    },

    /**
     * Runs the browser tests with Playwright (some of their files, if named) and adds its counts to the
     * totals: a test that passed only on its retry does not fail the run, as Playwright's exit code
     * says, but is counted and named as flaky, not as a pass.
     */
    runPlaywright(label: string, { files = [], env = {}, config }: { files?: string[]; env?: Record<string, string>; config?: string } = {}) {
      const report = join(reports, `playwright-${Date.now()}.json`)
      const status = timedStep(label, 'npx', ['playwright', 'test', ...(config ? ['--config', config] : []), '--reporter=list,json', ...files], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      })
      if (existsSync(report)) {
        const { stats, suites } = JSON.parse(readFileSync(report, 'utf8')) as {
          stats: { expected: number; unexpected: number; flaky: number; skipped: number }
          suites: ReportSuite[]
        }
        totals.passed += stats.expected
        totals.failed += stats.unexpected
        totals.skipped += stats.skipped
        totals.flaky += stats.flaky
        flaky.push(...flakyTests(suites).map((name) => `${label}: ${name}`))
      }
      if (status !== 0) self.fail(label, status)
    },
  }
  return self
}
