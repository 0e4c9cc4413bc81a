/** Where a step's own output goes: to the terminal as it comes, or kept and shown only if the step fails. */
export type StepOutput = 'inherit' | 'pipe'

/** One named step of the build (see build-steps.ts for the list, in order). */
export interface BuildStep {
  name: string
  /**
   * Does the step's work. A step done in this process gives the line it reports, which the runner
   * prints; a step that runs a program of its own lets that program speak, as `output` says.
   */
  run: (output: StepOutput) => Promise<string | void>
}
