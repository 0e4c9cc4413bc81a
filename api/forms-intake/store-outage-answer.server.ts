import { defineEventHandler, setResponseHeader, setResponseStatus, type EventHandler } from 'h3'
import { StoreUnavailableError } from '../database/store-unavailable-error.server.ts'

/** How long a visitor is asked to wait before sending a form again while the store is unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 30

/**
 * The handler, answering 503 with Retry-After when the store cannot take the submission now (its
 * file gone, its disk full or read-only, its database unreachable or too slow): nothing was
 * acknowledged, and the form may be sent again later. Answered here rather than thrown: the store
 * logs its state once when it changes, so an outage costs no error line per request.
 */
export function answeringStoreOutages(handler: EventHandler) {
  return defineEventHandler(async (event) => {
    try {
      return await handler(event)
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error
      setResponseStatus(event, 503)
      setResponseHeader(event, 'retry-after', STORE_RETRY_AFTER_SECONDS)
      return { message: 'The form cannot be stored right now. Please try again later.' }
    }
  })
}
