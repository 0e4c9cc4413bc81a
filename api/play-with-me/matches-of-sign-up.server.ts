import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

/** A match as a child's or a volunteer's record shows it: who is on the other side, and when its emails go. */
export interface MatchOfSignUp {
  id: string
  /** The other sign-up: the volunteer's for a child, the child's for a volunteer. */
  otherId: string
  otherName: string
  createdAt: string
  createdBy: string
  emailsAt: string
}

/** The matches of a child's registration (one at most) or of a volunteer's application, oldest first. */
export async function matchesOfSignUp({ db, within }: Pick<Store, 'db' | 'within'>, signUpId: string): Promise<MatchOfSignUp[]> {
  const rows = await within(STORE_DEADLINES.consoleMs, () =>
    db
      .selectFrom('play_matches')
      .innerJoin('submissions', (join) =>
        join.on((eb) =>
          eb.or([
            eb.and([eb('play_matches.child_id', '=', signUpId), eb('submissions.id', '=', eb.ref('play_matches.volunteer_id'))]),
            eb.and([eb('play_matches.volunteer_id', '=', signUpId), eb('submissions.id', '=', eb.ref('play_matches.child_id'))]),
          ]),
        ),
      )
      .select(['play_matches.id', 'play_matches.created_at', 'play_matches.created_by', 'play_matches.emails_at', 'submissions.id as other_id', 'submissions.data'])
      .orderBy('play_matches.created_at')
      .execute(),
  )
  return rows.map((row) => {
    const data = JSON.parse(row.data) as Record<string, unknown>
    const name = data.childName ?? data.name
    return {
      id: row.id,
      otherId: row.other_id,
      otherName: typeof name === 'string' ? name : '',
      createdAt: row.created_at,
      createdBy: row.created_by,
      emailsAt: row.emails_at,
    }
  })
}
