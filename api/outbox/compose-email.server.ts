import type { Tables } from '../database/tables.server.ts'

/** An email ready to go, all but its sender. */
export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html?: string | undefined
  headers?: Record<string, string> | undefined
  /** Where a reply goes, when not to the sender: the person a staff notice is about. */
  replyTo?: string | undefined
}

/** What the outbox knows of an email when it is due. */
export type DueEmail = Pick<Tables['mail_outbox'], 'id' | 'kind' | 'submission_id' | 'match_id' | 'recipient'>

/**
 * Writes a due email from the store as it is when it is sent; undefined when what it is about is
 * gone (the submission was erased meanwhile): then it is not sent at all.
 */
export type ComposeEmail = (email: DueEmail) => Promise<OutgoingEmail | undefined>
