import { createHmac } from 'node:crypto'
import { sameText } from '../crypto/secrets.server.ts'

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
  const sign = (purpose: LinkPurpose, submissionId: string, expires: string) =>
    createHmac('sha256', secret).update(`person-link:${purpose}:${submissionId}:${expires}`).digest('base64url')
  return {
    make(purpose, submissionId, from) {
      const expires = String(Math.floor((from.getTime() + LINK_LIFETIMES_MS[purpose]) / 1000))
      return `${submissionId}.${expires}.${sign(purpose, submissionId, expires)}`
    },
    check(token, purpose, now = Date.now()) {
      const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return { valid: false, reason: 'forged' }
      const [, submissionId, expires, signature] = match as unknown as [string, string, string, string]
      if (!sameText(sign(purpose, submissionId, expires), signature)) return { valid: false, reason: 'forged' }
      if (Number(expires) * 1000 <= now) return { valid: false, reason: 'expired' }
      return { valid: true, submissionId }
    },
  }
}
