/**
 * What every form sends besides its fields, so the server can tell likely spam: the content of a
 * field that people never see (only robots fill it in) and how long the form was open.
 */
export const SPAM_SIGNALS = { honeypot: 'website', fillTime: 'fillTimeMs' } as const

export interface SpamSignals {
  website?: string
  fillTimeMs?: number
}
