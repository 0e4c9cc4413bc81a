import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const script = fileURLToPath(new URL('../../scripts/staff.ts', import.meta.url))

/** Runs scripts/staff.ts as `npm run staff -- …` does, with `env` on top, and resolves with its exit and output. */
export function runStaffCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })))
}
