import type { BuildStep, StepOutput } from './build-step.ts'
import type { StepTime } from './step-time.ts'

export interface BuildRunOptions {
  /** The steps' own output: on the terminal (`npm run build`), or kept for an error (the bench). */
  output?: StepOutput
  /** Where the runner's lines go: the step started, its report, its time. */
  log?: (line: string) => void
}

/**
 * Runs the build's steps one after another, each timed, and gives their times in order. A step
 * that fails stops the build, and the error names it: which of the steps broke is the first
 * thing a developer or a deploy's log needs.
 */
export async function runBuild(steps: readonly BuildStep[], { output = 'inherit', log = console.log }: BuildRunOptions = {}): Promise<StepTime[]> {
  const times: StepTime[] = []
  for (const step of steps) {
    log(`▶ ${step.name}`)
    const startedAt = performance.now()
    let report: string | void
    try {
      report = await step.run(output)
    } catch (error) {
      throw new Error(`The build step “${step.name}” failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
    const seconds = (performance.now() - startedAt) / 1000
    if (report) log(report)
    log(`◀ ${step.name}: ${seconds.toFixed(1)} s`)
    times.push({ name: step.name, seconds })
  }
  return times
}
