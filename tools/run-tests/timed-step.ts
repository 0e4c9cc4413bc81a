import { spawnSync } from 'node:child_process'

/** Runs one step of the tests, says how long it took (where the run's time goes shows in its log), and gives its exit status. */
export function timedStep(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${label}`)
  const startedAt = Date.now()
  const status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  console.log(`◀ ${label}: ${Math.round((Date.now() - startedAt) / 1000)} s`)
  return status
}
