import { spawn } from 'node:child_process'

/** One step of the tests: a command, with variables on top of the run's own. */
export interface Step {
  label: string
  command: string
  args: string[]
  env?: Record<string, string>
}

/**
 * Runs one step of the tests, says how long it took (where the run's time goes shows in its log),
 * and gives its exit status. Alone, its output streams as it comes; beside other steps (`together`),
 * it is kept and printed in one piece when the step ends, so the log reads step by step.
 */
export async function timedStep({ label, command, args, env = {} }: Step, { together = false } = {}): Promise<number> {
  const startedAt = Date.now()
  if (!together) console.log(`\n▶ ${label}`)
  const child = spawn(command, args, {
    stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Colours survive the pipe, as they would in a terminal of their own.
    env: { ...process.env, ...(together && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
  })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  const status = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      resolve(1)
    })
    child.once('close', (code) => resolve(code ?? 1))
  })
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  if (together) process.stdout.write(`\n▶ ${label}\n${Buffer.concat(output).toString()}`)
  console.log(`◀ ${label}: ${seconds} s`)
  return status
}
