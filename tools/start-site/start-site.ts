import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { spawnStart, type SpawnOptions } from './spawn-start.ts'

export interface LogEntry {
  level: string
  event: string
  [field: string]: unknown
}

export interface StartedSite {
  baseUrl: string
  port: number
  /** The server process: the compiled server as production runs it (or its source, as asked). */
  process: ChildProcess
  /** Every JSON log line the server printed so far, and what it wrote to stderr. */
  logs: LogEntry[]
  stderr: string[]
  dataDir: string
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  alive(): boolean
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Stops the server (SIGKILL if still running) and removes its data folder unless it was given. */
  remove(): Promise<void>
}

/**
 * Settings for a site a test stops with SIGTERM after sending it requests with fetch(): a stop
 * keeps a keep-alive connection idle at the signal open until its keep-alive time is up (see
 * stopOnSignals), and fetch keeps a connection until a second before the time the server names,
 * so with the default 5 s each such stop waits about 4 s for nothing. At 1 s fetch keeps none.
 */
export const PROMPT_STOP_ENV: Record<string, string> = { KEEP_ALIVE_TIMEOUT_SECONDS: '1' }

/** Besides the program (the compiled server by default, see spawnStart) and the folder it runs in: */
export interface StartOptions extends SpawnOptions {
  /** Variables on top of spawnStart's defaults; '' unsets one. */
  env?: Record<string, string>
  /** A data folder to reuse (a restart); a fresh one otherwise, removed by `remove()`. */
  dataDir?: string
  /** How long to wait for the server to listen. */
  timeoutMs?: number
}

/**
 * Starts the server as production does (see spawnStart) with a data folder of its own, and
 * resolves once the `server_started` log line names its port.
 */
export async function startSite({ env = {}, dataDir, timeoutMs = 60_000, ...spawnOptions }: StartOptions = {}): Promise<StartedSite> {
  const ownDataDir = dataDir ?? mkdtempSync(join(tmpdir(), 'senseahead-server-'))
  const child = spawnStart({ DATA_DIR: ownDataDir, ...env }, spawnOptions)
  const logs: LogEntry[] = []
  const stderr: string[] = []
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  createInterface({ input: child.stderr! }).on('line', (line) => {
    stderr.push(line)
    const entry = parseLogLine(line)
    if (entry) logs.push(entry)
  })
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within ${timeoutMs} ms:\n${stderr.join('\n')}`)), timeoutMs)
    void exited.then(({ code, signal }) => {
      clearTimeout(timer)
      reject(new Error(`The server exited (${code ?? signal}) before it listened:\n${stderr.join('\n')}`))
    })
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = parseLogLine(line)
      if (!entry) return
      logs.push(entry)
      if (entry.event === 'server_started') {
        clearTimeout(timer)
        resolve(Number(entry.port))
      }
    })
  })
  const port = await listening.catch((error: Error) => {
    child.kill('SIGKILL')
    // A start that failed leaves nothing behind: the folder was made for it.
    if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true })
    throw error
  })
  const alive = () => child.exitCode === null && child.signalCode === null
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (alive()) child.kill(signal)
    return exited
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    process: child,
    logs,
    stderr,
    dataDir: ownDataDir,
    exited,
    alive,
    stop,
    async remove() {
      await stop('SIGKILL')
      if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true })
    },
  }
}

function parseLogLine(line: string): LogEntry | undefined {
  if (!line.startsWith('{')) return undefined
  try {
    return JSON.parse(line) as LogEntry
  } catch {
    return undefined
  }
}
