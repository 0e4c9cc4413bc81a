import { createInterface } from 'node:readline'
import { spawnStart, type SpawnOptions } from '#tools/start-site/spawn-start.ts'

export interface FinishedStart {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string[]
  stderr: string[]
}

/**
 * Runs the server as production does, configured as spawnStart() configures it plus `env`, for a
 * start that is expected to fail: resolves once it has exited and its output is read to the end.
 * A server that starts after all is killed after `timeoutMs`, which shows as signal SIGKILL.
 */
export function runStartToExit(env: Record<string, string>, { timeoutMs = 30_000, ...options }: SpawnOptions & { timeoutMs?: number } = {}): Promise<FinishedStart> {
  const child = spawnStart(env, options)
  const stdout: string[] = []
  const stderr: string[] = []
  createInterface({ input: child.stdout! }).on('line', (line) => stdout.push(line))
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  // 'close' comes after 'exit' once both pipes are drained, so no line is missed.
  return new Promise((resolve) =>
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stdout, stderr })
    }),
  )
}
