import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

/** A child's registration as matching reads it. */
export interface ChildSignUp {
  id: string
  receivedAt: string
  childName: string
  ageGroup: string
  availability: string
  preferredGames: string
}

/** A volunteer's application as matching reads it, with how many children they are matched with. */
export interface VolunteerSignUp {
  id: string
  receivedAt: string
  name: string
  availability: string
  preferredGames: string
  experience: string
  matches: number
}

/** The most of each that matching reads: far more than a program of volunteers can take on. */
const MOST = 1000

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A stored sign-up's id, when it came, and the answers named, each as text (an answer left out is empty). */
const signUpOf = <const Key extends string>(row: { id: string; created_at: string; data: string }, answers: readonly Key[]) => {
  const data = JSON.parse(row.data) as Record<string, unknown>
  return { id: row.id, receivedAt: row.created_at, ...(Object.fromEntries(answers.map((answer) => [answer, text(data[answer])])) as Record<Key, string>) }
}

/**
 * The children and volunteers that matching offers, waiting longest first: the Play With Me
 * registrations and volunteer applications not flagged as likely spam nor marked done; children
 * without a match (`childId` reads that one child, matched or not), volunteers whatever their
 * matches, each with how many.
 */
export async function waitingSignUps(
  { db, within }: Pick<Store, 'db' | 'within'>,
  { childId }: { childId?: string } = {},
): Promise<{ children: ChildSignUp[]; volunteers: VolunteerSignUp[] }> {
  return within(STORE_DEADLINES.consoleMs, async () => {
    let children = db.selectFrom('submissions').select(['id', 'created_at', 'data']).where('form', '=', 'play-signup').where('spam', '=', 0)
    children =
      childId === undefined ? children.where('status', '!=', 'done').where('id', 'not in', db.selectFrom('play_matches').select('child_id')) : children.where('id', '=', childId)
    const [childRows, volunteerRows] = await Promise.all([
      children.orderBy('created_at').orderBy('id').limit(MOST).execute(),
      db
        .selectFrom('submissions')
        .leftJoin('play_matches', 'play_matches.volunteer_id', 'submissions.id')
        .select((eb) => ['submissions.id', 'submissions.created_at', 'submissions.data', eb.fn.count<number>('play_matches.id').as('matches')])
        .where('submissions.form', '=', 'volunteer-signup')
        .where('submissions.spam', '=', 0)
        .where('submissions.status', '!=', 'done')
        .groupBy(['submissions.id', 'submissions.created_at', 'submissions.data'])
        .orderBy('submissions.created_at')
        .orderBy('submissions.id')
        .limit(MOST)
        .execute(),
    ])
    return {
      children: childRows.map((row): ChildSignUp => signUpOf(row, ['childName', 'ageGroup', 'availability', 'preferredGames'])),
      volunteers: volunteerRows.map((row): VolunteerSignUp => ({ ...signUpOf(row, ['name', 'availability', 'preferredGames', 'experience']), matches: Number(row.matches) })),
    }
  })
}
