import { createHash } from 'node:crypto'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

export interface ErasurePreview {
  /** The address as it is stored: trimmed and lower-cased. */
  email: string
  /** Every submission from it, by form, oldest first within each. */
  forms: { form: string; ids: string[] }[]
  total: number
  /** Stands for exactly these submissions: the confirmation carries it, so it erases what was shown or nothing. */
  fingerprint: string
}

/** What erasing everything about an email address would delete, for staff to confirm first: the submissions from it in every form. */
export async function previewErasure({ db, within }: Pick<Store, 'db' | 'within'>, email: string): Promise<ErasurePreview> {
  const address = email.trim().toLowerCase()
  const rows = await within(STORE_DEADLINES.consoleMs, () =>
    db.selectFrom('submissions').select(['id', 'form']).where('email', '=', address).orderBy('form').orderBy('created_at').orderBy('id').execute(),
  )
  const forms = new Map<string, string[]>()
  for (const row of rows) forms.set(row.form, [...(forms.get(row.form) ?? []), row.id])
  const fingerprint = createHash('sha256')
    .update(
      rows
        .map((row) => row.id)
        .sort()
        .join('\n'),
    )
    .digest('base64url')
  return { email: address, forms: [...forms].map(([form, ids]) => ({ form, ids })), total: rows.length, fingerprint }
}
