import type { Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import { log } from '../log.server.ts'

export interface StopOptions {
  /** Open connections get this long to be answered and closed before they are cut. */
  graceMs: number
  /** Closes what the server holds once no connection is left (the store, the mail outbox). */
  close(): Promise<void>
}

/**
 * SIGTERM and SIGINT stop the server gracefully: it stops accepting connections, answers every
 * request that reaches it over the connections it has (at most `graceMs`), closes the store and
 * exits 0. A second signal exits at once, for an operator who does not want to wait.
 *
 * No request whose bytes reached the server is cut. Each answer from the signal on says
 * `Connection: close`, so its client opens a new connection for the next request (which is
 * refused, and a proxy in front sends it to another instance). A keep-alive connection idle at
 * the signal stays open until its keep-alive time is up: its client may be sending the next
 * request on it at that very moment, and closing it would reset that request. Clients that heed
 * the `Keep-Alive: timeout` the server sends never start a request on it after that.
 */
export function stopOnSignals(server: Server, { graceMs, close }: StopOptions): void {
  const unanswered = new Set<ServerResponse>()
  let stopping = false
  // First among the request listeners, so the header is set before any handler writes the answer.
  server.prependListener('request', (_request, response) => {
    if (stopping) response.setHeader('Connection', 'close')
    unanswered.add(response)
    response.once('close', () => unanswered.delete(response))
  })

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log('warn', 'server_stop_forced', { signal })
      process.exit(1)
    }
    stopping = true
    log('info', 'server_stopping', { signal, in_flight: unanswered.size })
    for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close')
    // net's close, not http's: http's also closes every idle keep-alive connection at once.
    // Resolves once the last connection has closed.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
    let timer: NodeJS.Timeout | undefined
    const drained = await Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))])
    clearTimeout(timer)
    if (!drained) {
      log('warn', 'server_stop_cut_requests', { in_flight: unanswered.size })
      server.closeAllConnections()
      await closed
    }
    await close().catch((error: Error) => log('error', 'server_close_failed', { reason: error.message }))
    log('info', 'server_stopped', { signal })
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal))
}
