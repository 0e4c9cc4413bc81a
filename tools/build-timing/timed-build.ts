import { spawnSync } from 'node:child_process'

/**
 * Runs `npm run build` as a developer or CI does, with `env` added to the environment, and gives
 * its time in seconds. Its output is shown only when it fails, so the bench's report stays readable.
 */
export function timedBuild(env: Record<string, string> = {}): number {
  const start = performance.now()
  const build = spawnSync('npm', ['run', 'build'], { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  const seconds = (performance.now() - start) / 1000
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`)
  return seconds
}
