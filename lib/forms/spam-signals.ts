/**
 * What every form sends besides its fields, so the server can tell likely spam: the content of a
 * field that people never see (only robots fill it in), and the form token the server signed when
 * the visitor first used the form (GET FORM_TOKEN_PATH), which tells how long the form was open
 * without the browser being able to say so itself.
 */
export const SPAM_SIGNALS = { honeypot: 'website', formToken: 'formToken' } as const

export interface SpamSignals {
  website?: string
  formToken?: string
}

/** Answers `{ "token": "…" }`, signed now for the form its `form` parameter names (see formTokenPath). */
export const FORM_TOKEN_PATH = '/api/form-token'

/**
 * The request header that makes a submission idempotent: a key the browser makes when the form is
 * opened and sends again with a retry, so that a retried submission is stored once.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
