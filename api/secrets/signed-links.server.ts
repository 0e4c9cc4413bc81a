import { createHmac } from 'node:crypto'
import { sameText } from './secrets.server.ts'

/**
 * The one signature the site hands out and later takes back: an HMAC-SHA256, keyed by a secret,
 * over the token's kind and its fields joined by colons. The kind is signed with the rest, so a
 * token made for one kind never passes as another. The text signed for each kind is part of every
 * token already sent out: changing it would void them all. The links in a confirmation, the form
 * tokens and the staff console's CSRF tokens are signed here. A staff sign-in link is not signed:
 * it is a random one-time secret that the store keeps by its hash (signInLinks), since using it up
 * and counting the links sent to an address need the store anyway.
 */
export const signature = (secret: string, kind: string, fields: readonly string[] = []) =>
  createHmac('sha256', secret)
    .update([kind, ...fields].join(':'))
    .digest('base64url')

/** Whether `signed` is the signature of `kind` over `fields` with `secret`, compared in a time that tells nothing of how much matched. */
export const isSignature = (signed: string, secret: string, kind: string, fields: readonly string[]) => sameText(signature(secret, kind, fields), signed)

/** Where each kind of link in a confirmation leads: the page that does what the link is for. */
export const PERSON_LINK_PATHS: Record<LinkPurpose, string> = {
  'see-or-delete': '/my-data/',
  'confirm-updates': '/my-data/confirm/',
  'stop-updates': '/my-data/stop-updates/',
}

/** The whole address of a link for `token` on the site at `siteUrl`. */
export const personLinkUrl = (siteUrl: string, purpose: LinkPurpose, token: string) => `${siteUrl}${PERSON_LINK_PATHS[purpose]}${token}`

const DAY_MS = 24 * 60 * 60 * 1000

/** What a link in a confirmation does, each signed for that one thing, and how long it works. */
export const LINK_LIFETIMES_MS = {
  /** See or delete what was sent. */
  'see-or-delete': 30 * DAY_MS,
  /** Confirm the updates the person asked for; the request lapses when it expires. */
  'confirm-updates': 7 * DAY_MS,
  /** Stop the updates (the email's List-Unsubscribe). */
  'stop-updates': 30 * DAY_MS,
} as const

export type LinkPurpose = keyof typeof LINK_LIFETIMES_MS

export type PersonLinkCheck = { valid: true; submissionId: string } | { valid: false; reason: 'forged' | 'expired' }

export interface PersonLinks {
  /** The token of a link of `purpose` for the submission, working for its lifetime from `from` (when the submission was stored). */
  make(purpose: LinkPurpose, submissionId: string, from: Date): string
  /** The submission the token is for, if it is genuine, of `purpose` and not expired. */
  check(token: string, purpose: LinkPurpose, now?: number): PersonLinkCheck
}

/**
 * The links a person gets in their confirmation, signed with a secret of the site's store: each
 * names its submission, its purpose and when it expires, and the signature covers all three, so a
 * link can be neither made up, nor turned to another purpose, nor lengthened. The store keeps none
 * of them. A link whose work is done (its submission deleted, its updates confirmed) finds
 * nothing left to do: that makes it used.
 */
export function personLinks(secret: string): PersonLinks {
  // The kind signed is "person-link", and the purpose is one of the fields: the links already mailed are signed so.
  const fields = (purpose: LinkPurpose, submissionId: string, expires: string) => [purpose, submissionId, expires]
  return {
    make(purpose, submissionId, from) {
      const expires = String(Math.floor((from.getTime() + LINK_LIFETIMES_MS[purpose]) / 1000))
      return `${submissionId}.${expires}.${signature(secret, 'person-link', fields(purpose, submissionId, expires))}`
    },
    check(token, purpose, now = Date.now()) {
      const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return { valid: false, reason: 'forged' }
      const [, submissionId, expires, signed] = match as unknown as [string, string, string, string]
      if (!isSignature(signed, secret, 'person-link', fields(purpose, submissionId, expires))) return { valid: false, reason: 'forged' }
      if (Number(expires) * 1000 <= now) return { valid: false, reason: 'expired' }
      return { valid: true, submissionId }
    },
  }
}
