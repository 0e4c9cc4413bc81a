import { spawn } from 'node:child_process'
import type { BuildStep } from './build-step.ts'

/**
 * A build step that runs a program in `cwd` with this process's environment: it fails when the
 * program ends with any status but 0, and a program whose output was kept gives it in the error.
 */
export function commandStep(name: string, cwd: string, command: string, args: string[]): BuildStep {
  return {
    name,
    run: (output) =>
      new Promise((resolve, reject) => {
        const program = spawn(command, args, { cwd, stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
        let said = ''
        const keep = (chunk: Buffer) => (said += chunk.toString())
        program.stdout?.on('data', keep)
        program.stderr?.on('data', keep)
        program.once('error', reject)
        program.once('close', (status, signal) => {
          if (status === 0) resolve()
          else reject(new Error(`it ended with ${signal ?? `status ${status}`}${said ? `:\n${said}` : ''}`))
        })
      }),
  }
}
