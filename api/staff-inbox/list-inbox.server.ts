import { sql } from 'kysely'
import { keysetCursor } from '../database/keyset-cursor.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { usesPostgres } from '../database/uses-postgres.server.ts'
import { foldForSearch, withoutSeparators } from '../forms/fold-for-search.server.ts'
import { isFormName, type FormName } from '../forms/form-definitions.server.ts'
import { NAME_FIELD } from '../forms/searchable-text.server.ts'
import type { SubmissionStatus } from '../forms/submission-status.server.ts'

/** Longer searches are cut here: no name or address is longer, and a pattern stays cheap. */
export const MAX_SEARCH_LENGTH = 200

/**
 * On SQLite, a search whose term more rows than this hold reads the inbox index newest first, as
 * without the trigram index: a page of so common a term comes among its first rows.
 */
const MAX_FOUND_BY_TRIGRAMS = 1000

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
 * second LIKE for the term without its spaces and dashes, as the column keeps the reference. A
 * rarer term is found by the column's trigram index instead: on PostgreSQL (migration 0012) the
 * planner chooses it by its statistics; on SQLite (migration 0018), which keeps none, the index
 * is asked first for the rows holding the term, and when they are few the page is made of those
 * alone, each read by its rowid. A row erased between the two reads is left out.
 */
export async function listInbox({ db, within }: Pick<Store, 'db' | 'within'>, { form, box, from, to, search, after, limit: asked = 50 }: InboxQuery): Promise<InboxPage> {
  // A page holds at most 200 rows, whatever a page's address asks for.
  const limit = Math.min(Math.max(Math.trunc(asked) || 1, 1), 200)
  const position = keysetCursor.decode(after)
  // Nobody types a NUL, and neither store searches for one: PostgreSQL refuses it in a text, and SQLite's full-text query ends at it.
  const term = foldForSearch((search ?? '').replaceAll('\0', '').trim()).slice(0, MAX_SEARCH_LENGTH)
  const compact = withoutSeparators(term)
  const sought = compact && compact !== term ? [term, compact] : term ? [term] : []
  const { rows, details } = await within(STORE_DEADLINES.consoleMs, async () => {
    const found = sought.length > 0 && !usesPostgres(db) ? await foundByTrigrams(db, sought) : undefined
    // With the few rows found, a unary plus on each column keeps SQLite's planner from walking the
    // inbox index for the filters and the order (reading all of it): it reads each row found by its
    // rowid and sorts the page's few.
    const column = (name: 'spam' | 'form' | 'status' | 'created_at' | 'id') => (found ? sql`+${sql.ref(name)}` : sql.ref(name))
    let query = db
      .selectFrom('submissions')
      .select(['id', 'created_at'])
      .where(column('spam'), '=', box === 'spam' ? 1 : 0)
    // An empty list is no SQL: when none was found, a list that only null is in matches no row.
    if (found) query = query.where(sql.ref('rowid'), 'in', found.length > 0 ? found : [null])
    if (form) query = query.where(column('form'), '=', form)
    if (box && box !== 'spam') query = query.where(column('status'), '=', box)
    if (from) query = query.where(column('created_at'), '>=', from.toISOString())
    if (to) query = query.where(column('created_at'), '<', to.toISOString())
    const contains = (text: string) => sql<boolean>`${sql.ref('search_text')} like ${`%${text.replace(/[!%_]/g, '!$&')}%`} escape '!'`
    if (sought.length > 0) query = query.where((eb) => eb.or(sought.map(contains)))
    if (position) query = query.where((eb) => eb(eb.tuple(column('created_at'), column('id')), '<', eb.tuple(position.at, position.id)))
    // The page's ids from the index alone (PostgreSQL can then skip the table), then their rows.
    const rows = await query
      .orderBy(column('created_at'), 'desc')
      .orderBy(column('id'), 'desc')
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

/**
 * On SQLite, the rowids of the submissions whose search column holds any of `texts`, from the
 * trigram index (migration 0018), when there are at most MAX_FOUND_BY_TRIGRAMS of them; undefined
 * when there are more, or a text is shorter than a trigram, which the index cannot find.
 */
async function foundByTrigrams(db: Pick<Store, 'db'>['db'], texts: readonly string[]): Promise<number[] | undefined> {
  if (texts.some((text) => [...text].length < 3)) return undefined
  // Each text as an FTS5 phrase: within its quotes every character is itself, a quote doubled.
  const phrases = texts.map((text) => `"${text.replaceAll('"', '""')}"`).join(' OR ')
  const { rows } = await sql<{ rowid: number }>`select rowid from submissions_search where submissions_search match ${phrases} limit ${MAX_FOUND_BY_TRIGRAMS + 1}`.execute(db)
  return rows.length > MAX_FOUND_BY_TRIGRAMS ? undefined : rows.map((row) => row.rowid)
}
