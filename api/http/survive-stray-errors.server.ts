import { log } from '../log.server.ts'

/**
 * The last line of defence. An error while handling a request already becomes a 500 answer (see
 * answer-error); what reaches here escaped every handler, in an event listener or a promise nobody
 * awaited. Node would end the process, and with it the site for every visitor, because of one
 * request: log it as an error for the operator and keep serving instead. The store is left
 * consistent by its transactions, whatever failed.
 */
export function surviveStrayErrors(): void {
  process.on('uncaughtException', (error) => log('error', 'uncaught_exception', { reason: error?.message ?? String(error), stack: error?.stack?.split('\n')[1]?.trim() }))
  process.on('unhandledRejection', (reason) => log('error', 'unhandled_rejection', { reason: reason instanceof Error ? reason.message : String(reason) }))
}
