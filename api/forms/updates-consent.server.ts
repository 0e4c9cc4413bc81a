import { createHash } from 'node:crypto'
import { FORM_DEFINITIONS, type FormName } from './form-definitions.server.ts'

/** Where a request for updates is: waiting for the person's confirmation, confirmed, lapsed unconfirmed, or withdrawn by them. */
export type UpdatesState = 'waiting' | 'confirmed' | 'lapsed' | 'withdrawn'

/** How long a request for updates waits for its confirmation before it lapses. */
export const UPDATES_CONFIRMATION_DAYS = 7

/**
 * Which wording of the form's updates tick box a person ticked: a hash of its label as the form
 * registry has it, so the proof of consent names the words they agreed to, and a change of
 * wording shows as another version.
 */
export const consentVersion = (label: string) => `label-sha256:${createHash('sha256').update(label).digest('hex').slice(0, 16)}`

/**
 * What a new submission of `form` stores about updates: waiting for confirmation, with the version
 * of the wording, when its tick box was ticked; nothing otherwise.
 */
export function requestedUpdates(form: FormName, data: Record<string, unknown>): { updates: UpdatesState | null; updates_consent: string | null } {
  const { updatesField, labels } = FORM_DEFINITIONS[form] as { updatesField?: string; labels: Record<string, string> }
  if (!updatesField || data[updatesField] !== true) return { updates: null, updates_consent: null }
  return { updates: 'waiting', updates_consent: consentVersion(labels[updatesField]!) }
}
