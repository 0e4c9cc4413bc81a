import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { serviceNodeArguments } from './service-command.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * How a server is run: `build` as production runs it, the compiled server with `node` alone and
 * the systemd unit's flags (deploy/senseahead.service); `source`, for comparison, its TypeScript
 * source (scripts/serve.ts) through tsx, as the site was served before it was compiled.
 */
export type ServerProgram = 'build' | 'source'

export interface SpawnOptions {
  program?: ServerProgram
  /** The folder it runs in, as the unit's WorkingDirectory: this project, or a copy or release of it. */
  folder?: string
}

/**
 * Runs the server on a free loopback port, without mail, with `env` on top ('' unsets a variable),
 * in production mode on the build there is (global setups build it first). Node runs it itself,
 * not through npm, so that a signal reaches the server and not a wrapper.
 */
export function spawnStart(env: Record<string, string>, { program = 'build', folder = root }: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, program === 'build' ? serviceNodeArguments() : ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: folder,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SMTP_URL: '', NOTIFY_EMAIL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}
