import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawnStart, type ServerProgram } from '../start-site/spawn-start.ts'
import { processCpuMs } from './process-cpu-ms.ts'
import { processTreeResidentBytes } from './process-tree-resident-bytes.ts'

/** How long the server is left alone after its first healthy answer before its memory is read: the start's garbage collected, nothing asked. */
const IDLE_MS = 3000
/** How often the health check is asked while the server starts. */
const POLL_MS = 5

export interface StartFigures {
  /** From the process's spawn to the first 200 from /api/health. */
  startToHealthyMs: number
  /** The CPU time the server used until then, which other programs on the machine hardly change. */
  startCpuMs: number
  /** The resident memory of the process and everything below it, idle after the start. */
  idleResidentBytes: number
}

/** A port free on loopback now, for a server whose address must be known before it speaks. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Starts `program` as spawnStart runs it, with a fresh SQLite store, and measures its start and its idle memory. */
export async function measureStart(program: ServerProgram): Promise<StartFigures> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'senseahead-bench-start-'))
  const startedAt = performance.now()
  const child = spawnStart({ PORT: String(port), DATA_DIR: dataDir }, { program })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdout!.resume()
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server (${program}) exited before it answered:\n${stderr}`)
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      )
      if (healthy) break
      await sleep(POLL_MS)
    }
    const startToHealthyMs = performance.now() - startedAt
    const startCpuMs = processCpuMs(child.pid!)
    await sleep(IDLE_MS)
    return { startToHealthyMs, startCpuMs, idleResidentBytes: processTreeResidentBytes(child.pid!) }
  } finally {
    child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
