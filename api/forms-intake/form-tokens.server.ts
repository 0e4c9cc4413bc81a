import { randomBytes } from 'node:crypto'
import { createError, defineEventHandler, getQuery } from 'h3'
import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { isFormName, type FormName } from '../forms/form-definitions.server.ts'
import type { SpamReason } from '../forms/spam-reason.server.ts'
import { isSignature, signature } from '../secrets/signed-links.server.ts'

/** Long enough for a visitor who leaves a form open over lunch; older tokens count as missing. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000

/** A genuine token of the form it was sent with, still valid. */
export interface CheckedFormToken {
  /** Its random part: what the store keeps of a token once it has bought a submission. */
  id: string
  /** How long ago it was issued. */
  age: number
  /** When it stops being valid, and its id may be forgotten. */
  expiresAt: Date
}

/** The token as checked: genuine, or why not. */
export type FormTokenCheck = { valid: true; token: CheckedFormToken } | { valid: false; reason: Extract<SpamReason, 'token-missing' | 'token-forged' | 'token-expired'> }

export interface FormTokens {
  /** A token of `form` that says, signed, when it was issued. */
  issue(form: FormName, now?: number): string
  /**
   * The token if it is genuine, made for `form` and not expired; otherwise why not: missing (none
   * or empty), forged (malformed, signed for another form or with another key, or from the
   * future), or expired.
   */
  check(token: string | undefined, form: FormName, now?: number): FormTokenCheck
}

/**
 * Signed form tokens: the browser fetches one for a form when the visitor first uses it and sends
 * it back with the form, so the server knows how long the form was open without trusting the
 * browser's word. Each carries the time, a random id, and a signature over both and the form's
 * name: it is good for that form only, and the store remembers the ids of those that bought a
 * submission (storeSubmissions), so each buys one.
 */
export function formTokens(secret: string): FormTokens {
  return {
    issue(form, now = Date.now()) {
      const issuedAt = String(now)
      const id = randomBytes(16).toString('base64url')
      return `${issuedAt}.${id}.${signature(secret, 'form-token', [form, issuedAt, id])}`
    },
    check(token, form, now = Date.now()) {
      if (!token) return { valid: false, reason: 'token-missing' }
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return { valid: false, reason: 'token-forged' }
      const [, issuedAt, id, signed] = match as unknown as [string, string, string, string]
      if (!isSignature(signed, secret, 'form-token', [form, issuedAt, id])) return { valid: false, reason: 'token-forged' }
      const age = now - Number(issuedAt)
      if (age < 0) return { valid: false, reason: 'token-forged' }
      if (age > TOKEN_LIFETIME_MS) return { valid: false, reason: 'token-expired' }
      return { valid: true, token: { id, age, expiresAt: new Date(Number(issuedAt) + TOKEN_LIFETIME_MS) } }
    },
  }
}

/**
 * GET /api/form-token?form=<form>: a token for that form, signed now. A page that asks without
 * naming a form of the site (one opened before tokens were bound to their form) gets 400, and its
 * form is then sent without a token: stored, flagged as likely spam, never lost.
 */
export function formTokenHandler(formTokens: FormTokens) {
  return defineEventHandler((event) => {
    const { form } = getQuery(event)
    if (typeof form !== 'string' || !isFormName(form)) throw createError({ statusCode: 400, statusMessage: 'This page is out of date. Please reload it and try again.' })
    return { token: formTokens.issue(form) }
  })
}

/** Forgets the used form tokens that have expired: an expired token is refused as such, so its id is no longer needed. */
export async function deleteExpiredFormTokens(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  await db.deleteFrom('used_form_tokens').where('expires_at', '<', new Date(now).toISOString()).execute()
}
