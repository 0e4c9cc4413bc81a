import { randomBytes } from 'node:crypto'

/** 256 random bits, as URL-safe text: a session id, a sign-in token or an OAuth state. */
export const newSecret = () => randomBytes(32).toString('base64url')
