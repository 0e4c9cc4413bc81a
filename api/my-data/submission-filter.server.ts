import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import type { FormName } from '../forms/form-definitions.server.ts'

export interface SubmissionFilter {
  form?: FormName | undefined
  /** Received at or after. */
  from?: Date | undefined
  /** Received before. */
  to?: Date | undefined
  /** Spam is left out unless asked for. */
  includeSpam?: boolean | undefined
  /** Only those who asked for updates by email and confirmed it: the ones a mailing may go to. */
  updatesConfirmed?: boolean | undefined
}

/** The filter as a where clause on the submissions table. */
export function matchesFilter(filter: SubmissionFilter) {
  return (eb: ExpressionBuilder<Tables, 'submissions'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = []
    if (filter.form) conditions.push(eb('form', '=', filter.form))
    if (filter.from) conditions.push(eb('created_at', '>=', filter.from.toISOString()))
    if (filter.to) conditions.push(eb('created_at', '<', filter.to.toISOString()))
    if (!filter.includeSpam) conditions.push(eb('spam', '=', 0))
    if (filter.updatesConfirmed) conditions.push(eb('updates', '=', 'confirmed'))
    return eb.and(conditions)
  }
}
