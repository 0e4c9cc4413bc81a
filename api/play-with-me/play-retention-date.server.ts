import type { FormName } from '../forms/form-definitions.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const PLAY_FORM: FormName = 'play-signup'

/**
 * When a Play With Me registration is deleted: PLAY_RETENTION_DAYS after it was received, by the
 * first hourly maintenance after that (runMaintenance deletes those received more than that many
 * days ago). Undefined for the other forms, which are kept until staff delete them.
 */
export function playRetentionDate({ form, receivedAt }: { form: string; receivedAt: string }, playRetentionDays: number): Date | undefined {
  return form === PLAY_FORM ? new Date(Date.parse(receivedAt) + playRetentionDays * DAY_MS) : undefined
}
