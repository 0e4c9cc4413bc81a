import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const startScript = fileURLToPath(new URL('../../scripts/start.ts', import.meta.url))

/**
 * Runs scripts/start.ts exactly as `npm start` does (Node with tsx, configured by the environment)
 * on a free loopback port, without mail, with `env` on top ('' unsets a variable). Node runs the
 * script itself, not through npm, so that a signal reaches the server and not a wrapper.
 */
export function spawnStart(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', startScript], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SMTP_URL: '', NOTIFY_EMAIL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}
