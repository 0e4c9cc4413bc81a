import type { StepTime } from '../build/step-time.ts'
import { buildSteps } from '../build/build-steps.ts'
import { runBuild } from '../build/run-build.ts'

/**
 * Runs the build's steps as `npm run build` does, with `env` added to the environment while they
 * run (the steps read CONTENT_DIR and PUBLIC_DIR from it, and the programs they start inherit it),
 * and gives each step's time. Their output is kept and shown only when one fails, so the bench's
 * report stays readable.
 */
export async function timedBuild(root: string, env: Record<string, string> = {}): Promise<StepTime[]> {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
  Object.assign(process.env, env)
  try {
    return await runBuild(buildSteps(root), { output: 'pipe', log: () => {} })
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}
