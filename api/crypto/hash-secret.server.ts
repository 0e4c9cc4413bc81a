import { createHash } from 'node:crypto'

/** What the store keeps of a session id or a sign-in token: its SHA-256, never the value itself. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url')
