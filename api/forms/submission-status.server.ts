/** Where staff are with a submission, in order: new, being handled, handled. */
export const SUBMISSION_STATUSES = ['new', 'in-progress', 'done'] as const

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]
