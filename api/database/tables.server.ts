import type { Generated } from 'kysely'

/** The tables as the code sees them; the migrations create them. Times are ISO 8601 strings in UTC. */
export interface Tables {
  submissions: {
    id: string
    form: string
    created_at: string
    /** The sender's address, lower-cased, so a data-protection request can find every submission. */
    email: string
    /** 1 when the honeypot or the fill time marked the submission as likely spam. */
    spam: number
    /** The validated fields as JSON: only what the form asks for. */
    data: string
    /** The key the browser sent to make its retries harmless; NULL when it sent none. */
    idempotency_key: string | null
    /** A hash of the answers the key was first sent with (see storeSubmissions); NULL without a key, or for rows stored before it was kept. */
    idempotency_fingerprint: string | null
    /** Where staff are with it: new, in-progress or done (SubmissionStatus). */
    status: Generated<string>
    /** Staff's short note, plain text; NULL when there is none. */
    note: string | null
    /** Why it was flagged as likely spam, a JSON array of SpamReason (`[]` when it was not); NULL for a flagged row stored before reasons were kept. */
    spam_reasons: string | null
    /** The person's name, email address and reference, folded for search (searchableText). */
    search_text: Generated<string>
    /** Their request for updates by email (UpdatesState): NULL when they did not ask. */
    updates: string | null
    /** Which wording of the updates tick box they ticked (consentVersion). */
    updates_consent: string | null
    /** When they confirmed the request by the link in their confirmation. */
    updates_confirmed_at: string | null
  }
  /** Emails waiting to be sent, and those sent (see the maintenance). */
  mail_outbox: {
    /** Its own; a submission's notice and confirmation, one of each, are `<kind>:<submission id>` (emailId). */
    id: string
    /** What email it is (EmailKind). */
    kind: string
    /** The submission it is about; erasing the submission deletes it. */
    submission_id: string | null
    /** The Play With Me match it is about (its emails are `<kind>:<match id>`); undoing the match deletes it. */
    match_id: string | null
    /** Whom it goes to; NULL for the staff's notice address (NOTIFY_EMAIL), read when it is sent. */
    recipient: string | null
    /** Emails with the same key are queued once: a confirmation's is its form, address and day. */
    limit_key: string | null
    created_at: string
    attempts: Generated<number>
    /** When it may be sent: later than now for an email held back, then each retry's time. */
    next_attempt_at: string
    /** Until when the claim in `claimed_by` holds it; another server may take it after. */
    locked_until: string | null
    /** The claim of the server sending it (random, one per claim), renewed while it is sent. */
    claimed_by: string | null
    last_error: string | null
    sent_at: string | null
  }
  used_form_tokens: {
    /** The random part of a form token that bought a submission. */
    id: string
    /** The submission it bought. */
    submission_id: string
    /** When the token expires; after that its row is deleted. */
    expires_at: string
  }
  staff_sessions: {
    /** SHA-256 of the session id the cookie holds; the id itself is never stored. */
    id_hash: string
    /** Whom the session is for: "email:" and an address, or "github:" and a login, lower-cased. */
    person: string
    created_at: string
    /** The last request; 30 minutes without one end the session. */
    last_seen_at: string
    /** 12 hours after the sign-in, whatever happens in between. */
    expires_at: string
  }
  staff_sign_in_links: {
    /** SHA-256 of the one-time token in the link; the token itself is never stored. */
    token_hash: string
    email: string
    expires_at: string
  }
  /** Colleagues added in the staff console (see the migration 0015-create-staff-colleagues). */
  staff_colleagues: {
    /** "email:" and an address, or "github:" and a login, lower-cased, as staff_sessions.person. */
    person: string
    /** The staff member who added them. */
    added_by: string
    added_at: string
  }
  store_checks: {
    name: string
    /** When the health check last wrote the store. */
    checked_at: string
  }
  site_secrets: {
    name: string
    value: string
  }
  /** Play With Me matches (see the migration 0013-create-play-matches). */
  play_matches: {
    id: string
    /** The child's registration (a play-signup submission): at most one match each. */
    child_id: string
    /** The volunteer's application (a volunteer-signup submission). */
    volunteer_id: string
    created_at: string
    /** The staff member who made the match. */
    created_by: string
    /** When the emails to the parent and the volunteer go; the match can be undone until then. */
    emails_at: string
  }
  /** Each form's submissions by spam flag and status, kept by the store's triggers (see the migration 0017-keep-inbox-counts). */
  inbox_counts: {
    form: string
    spam: number
    status: string
    count: number
  }
  /** Who did what and when in the staff console and the command line: ids, forms and counts, never a submission's content. */
  audit_log: {
    id: string
    at: string
    /** Who: a staff member's sign-in name or address, or `command line`. */
    actor: string
    /** What (AuditAction). */
    action: string
    form: string | null
    submission_id: string | null
    /** The status set, for a status change. */
    status: string | null
    /** How many submissions, for an export or an erasure. */
    count: number | null
    /** Whom a colleague added or removed is: their address or GitHub login. */
    colleague: string | null
  }
}
