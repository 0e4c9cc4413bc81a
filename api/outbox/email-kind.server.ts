/**
 * What an email in the outbox is: the notice to staff of a submission, the confirmation to the
 * person who sent it, the news of a Play With Me match to the parent and to the volunteer. Each
 * kind has its composer (ComposeEmail), which writes it when it is sent.
 */
export const EMAIL_KINDS = ['staff-notice', 'confirmation', 'match-parent', 'match-volunteer'] as const

export type EmailKind = (typeof EMAIL_KINDS)[number]

/** The id of a submission's one notice or confirmation (queueSubmissionEmails), so it is never queued twice. */
export const emailId = (kind: EmailKind, submissionId: string) => `${kind}:${submissionId}`
