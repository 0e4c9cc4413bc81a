import { sql } from 'kysely'
import { keysetCursor } from '../database/keyset-cursor.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { isFormName, type FormName } from '../forms/form-definitions.server.ts'
import { foldForSearch, withoutSeparators } from './fold-for-search.server.ts'
import { NAME_FIELD } from './searchable-text.server.ts'
import type { SubmissionStatus } from './submission-status.server.ts'

/** Longer searches are cut here: no name or address is longer, and a pattern stays cheap. */
export const MAX_SEARCH_LENGTH = 200

export interface InboxQuery {
  /** One form; none for every form at once. */
  form?: FormName | undefined
  /** One status, or `spam` for the flagged ones; none for every submission not flagged. */
  box?: SubmissionStatus | 'spam' | undefined
  /** Received at or after. */
  from?: Date | undefined
  /** Received before. */
  to?: Date | undefined
  /** Part of the person's name, email address or reference, any case, accents and the reference's dashes optional; `%` and `_` are matched as typed. */
  search?: string | undefined
  /** The `next` token of the page before. */
  after?: string | undefined
  limit?: number | undefined
}

export interface InboxItem {
  id: string
  form: string
  receivedAt: string
  name: string | undefined
  email: string
  status: SubmissionStatus
  spam: boolean
  hasNote: boolean
}

export interface InboxPage {
  items: InboxItem[]
  /** The token of the next page, or undefined on the last one. */
  next: string | undefined
}

/**
 * A page of one form's inbox, or of every form's, newest first. Pages follow each other by keyset (the next starts
 * after the last row's time and id), never by an offset, so every page costs the same however deep
 * and a submission arriving meanwhile neither repeats nor skips a row. The store walks one index
 * ((form, spam, status, created_at, id, search_text), or the same without status, or for every form
 * (spam, created_at, id, form, status, search_text)) from its newest end; a search is a LIKE on the folded
 * search column inside that index, its wildcards escaped and the pattern sent as a parameter, or a
 * second LIKE for the term without its spaces and dashes, as the column keeps the reference. On PostgreSQL a search for a rarer part of a name or address
 * reads the column's trigram index (migration 0012) instead, the planner choosing by its
 * statistics. A row erased between the two reads is left out.
 */
export async function listInbox({ db, within }: Pick<Store, 'db' | 'within'>, { form, box, from, to, search, after, limit: asked = 50 }: InboxQuery): Promise<InboxPage> {
  // A page holds at most 200 rows, whatever a page's address asks for.
  const limit = Math.min(Math.max(Math.trunc(asked) || 1, 1), 200)
  const position = keysetCursor.decode(after)
  const term = foldForSearch((search ?? '').trim()).slice(0, MAX_SEARCH_LENGTH)
  const compact = withoutSeparators(term)
  let query = db
    .selectFrom('submissions')
    .select(['id', 'created_at'])
    .where('spam', '=', box === 'spam' ? 1 : 0)
  if (form) query = query.where('form', '=', form)
  if (box && box !== 'spam') query = query.where('status', '=', box)
  if (from) query = query.where('created_at', '>=', from.toISOString())
  if (to) query = query.where('created_at', '<', to.toISOString())
  const contains = (text: string) => sql<boolean>`${sql.ref('search_text')} like ${`%${text.replace(/[!%_]/g, '!$&')}%`} escape '!'`
  if (term) query = query.where((eb) => (compact && compact !== term ? eb.or([contains(term), contains(compact)]) : contains(term)))
  if (position) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(position.at, position.id)))
  const { rows, details } = await within(STORE_DEADLINES.consoleMs, async () => {
    // The page's ids from the index alone (PostgreSQL can then skip the table), then their rows.
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute()
    const ids = rows.slice(0, limit).map((row) => row.id)
    const details =
      ids.length === 0 ? [] : await db.selectFrom('submissions').select(['id', 'form', 'created_at', 'email', 'status', 'spam', 'note', 'data']).where('id', 'in', ids).execute()
    return { rows, details }
  })
  const byId = new Map(details.map((row) => [row.id, row]))
  const shown = rows.slice(0, limit).flatMap((row) => byId.get(row.id) ?? [])
  const last = rows[Math.min(rows.length, limit) - 1]
  return {
    items: shown.map((row) => {
      const name = isFormName(row.form) ? (JSON.parse(row.data) as Record<string, unknown>)[NAME_FIELD[row.form]] : undefined
      return {
        id: row.id,
        form: row.form,
        receivedAt: row.created_at,
        name: typeof name === 'string' ? name : undefined,
        email: row.email,
        status: row.status as SubmissionStatus,
        spam: Number(row.spam) === 1,
        hasNote: row.note !== null,
      }
    }),
    next: rows.length > limit && last ? keysetCursor.encode({ at: last.created_at, id: last.id }) : undefined,
  }
}
