import type { Server } from 'node:http'
import { log } from '../log.server.ts'

export interface StopOptions {
  /** In-flight requests get this long to finish before their connections are cut. */
  graceMs: number
  /** Closes what the server holds once no request is left (the store, the mail outbox). */
  close(): Promise<void>
}

/**
 * SIGTERM and SIGINT stop the server gracefully: it stops accepting connections, lets every
 * request in flight finish (at most `graceMs`), closes the store and exits 0. A second signal
 * exits at once, for an operator who does not want to wait.
 */
export function stopOnSignals(server: Server, { graceMs, close }: StopOptions): void {
  let inFlight = 0
  let stopping = false
  let drained: (() => void) | undefined
  server.on('request', (_request, response) => {
    inFlight++
    response.once('close', () => {
      inFlight--
      if (stopping) {
        // The answer is out: nothing more will come over this connection.
        if (!response.socket?.destroyed) response.socket?.end()
        if (inFlight === 0) drained?.()
      }
    })
  })

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log('warn', 'server_stop_forced', { signal })
      process.exit(1)
    }
    stopping = true
    log('info', 'server_stopping', { signal, in_flight: inFlight })
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const finished = await new Promise<boolean>((resolve) => {
      if (inFlight === 0) return resolve(true)
      const timer = setTimeout(() => resolve(false), graceMs)
      drained = () => {
        clearTimeout(timer)
        resolve(true)
      }
    })
    if (!finished) log('warn', 'server_stop_cut_requests', { in_flight: inFlight })
    server.closeAllConnections()
    await closed
    await close().catch((error: Error) => log('error', 'server_close_failed', { reason: error.message }))
    log('info', 'server_stopped', { signal })
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal))
}
