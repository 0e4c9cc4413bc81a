import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { builtCommandPath } from '#tools/build-freshness/built-server-path.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Runs the staff command as a production install does (`node dist/server/staff.js …`), with `env` on top, and resolves with its exit and output. */
export function runStaffCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [builtCommandPath(root, 'staff'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })))
}
