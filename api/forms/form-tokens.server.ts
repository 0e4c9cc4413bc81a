import { createHmac, timingSafeEqual } from 'node:crypto'

/** Long enough for a visitor who leaves a form open over lunch; older tokens count as missing. */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000

export interface FormTokens {
  /** A token that says, signed, when it was issued. */
  issue(now?: number): string
  /** How long ago a valid token was issued; undefined for a token that is forged, malformed, from the future or expired. */
  ageOf(token: string | undefined, now?: number): number | undefined
}

/**
 * Signed form tokens: the browser fetches one when the visitor first uses a form and sends it back
 * with the form, so the server knows how long the form was open without trusting the browser's word.
 */
export function formTokens(secret: string): FormTokens {
  const sign = (issuedAt: string) => createHmac('sha256', secret).update(`form-token:${issuedAt}`).digest('base64url')
  return {
    issue(now = Date.now()) {
      const issuedAt = String(now)
      return `${issuedAt}.${sign(issuedAt)}`
    },
    ageOf(token, now = Date.now()) {
      const match = token === undefined ? null : /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return undefined
      const [, issuedAt, signature] = match as unknown as [string, string, string]
      const expected = Buffer.from(sign(issuedAt))
      if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined
      const age = now - Number(issuedAt)
      return age >= 0 && age <= TOKEN_LIFETIME_MS ? age : undefined
    },
  }
}
