import { createHmac } from 'node:crypto'

/**
 * A session's CSRF token, worked out from its id rather than stored: only a page that was given
 * the token (the console's own, over its session) can send it back, and the store holds nothing
 * that leads to it.
 */
export const csrfToken = (sessionId: string) => createHmac('sha256', sessionId).update('staff-console-csrf').digest('base64url')
