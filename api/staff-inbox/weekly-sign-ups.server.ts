import { sql } from 'kysely'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { FORM_NAMES, isFormName, type FormName } from '../forms/form-definitions.server.ts'
import type { Weeks } from '../time/clock-time.server.ts'

/** How many sign-ups (not flagged as likely spam) each form had in each of `weeks`. */
export interface WeeklySignUps {
  weeks: string[]
  /** For each form, a count for each week, in the order of `weeks`. */
  counts: Record<FormName, number[]>
}

/**
 * The sign-ups of each form in each week, counted by the store in one pass over the index of every
 * form's list (spam, created_at… form), from the first week's start to the last one's end: a row
 * per form, a count per week, so the answer is as small for a year of 100,000 sign-ups as for ten.
 */
export async function weeklySignUps({ db, within }: Pick<Store, 'db' | 'within'>, { weeks, boundaries }: Weeks): Promise<WeeklySignUps> {
  const at = boundaries.map((moment) => moment.toISOString())
  const rows = await within(STORE_DEADLINES.consoleMs, () =>
    db
      .selectFrom('submissions')
      .select([
        'form',
        ...weeks.map((_, index) =>
          sql<number | string>`count(case when ${sql.ref('created_at')} >= ${at[index]} and ${sql.ref('created_at')} < ${at[index + 1]} then 1 end)`.as(`w${index}`),
        ),
      ])
      .where('spam', '=', 0)
      .where('created_at', '>=', at[0]!)
      .where('created_at', '<', at.at(-1)!)
      .groupBy('form')
      .execute(),
  )
  const counts = Object.fromEntries(FORM_NAMES.map((form) => [form, weeks.map(() => 0)])) as Record<FormName, number[]>
  for (const row of rows as Record<string, unknown>[]) {
    const form = String(row.form)
    if (isFormName(form)) counts[form] = weeks.map((_, index) => Number(row[`w${index}`]))
  }
  return { weeks, counts }
}
