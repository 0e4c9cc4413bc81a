import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const startScript = fileURLToPath(new URL('../../scripts/start.ts', import.meta.url))

export interface FinishedStart {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string[]
  stderr: string[]
}

/**
 * Runs the program `npm start` runs, configured as startSite() configures it plus `env`, for a
 * start that is expected to fail: resolves once it has exited and its output is read to the end.
 * A server that starts after all is killed after `timeoutMs`, which shows as signal SIGKILL.
 */
export function runStartToExit(env: Record<string, string>, timeoutMs = 30_000): Promise<FinishedStart> {
  const child = spawn(process.execPath, ['--import', 'tsx', startScript], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SMTP_URL: '', NOTIFY_EMAIL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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
