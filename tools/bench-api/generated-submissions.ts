import type { Insertable } from 'kysely'
import { v7 as timeOrderedUuid } from 'uuid'
import type { Tables } from '#api/database/tables.server.ts'
import type { SpamReason } from '#api/forms/spam-reason.server.ts'
import { NAME_FIELD, searchableText } from '#api/forms/searchable-text.server.ts'
import type { SubmissionStatus } from '#api/forms/submission-status.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { FORMS, type FormName } from '#lib/forms/form-registry.ts'

type SubmissionRow = Insertable<Tables['submissions']>

/** Of every 100 sign-ups, how many each form gets: the community sign-up is the site's main call to action. */
const SHARES: [FormName, number][] = [
  ['community-signup', 45],
  ['contact', 20],
  ['play-signup', 12],
  ['volunteer-signup', 10],
  ['student-ambassador-signup', 7],
  ['advisor-signup', 6],
]
/** The form most sign-ups go to, whose list, search and export are measured. */
export const LARGEST_FORM: FormName = SHARES[0]![0]

/** Names from several languages, accents included, which the search folds as the server does. */
const FIRST_NAMES = `Amara Ben Chloé Dmitri Elif Farah Gabriel Hana Ines Jonas Kofi Lena Mateo Nadia Oscar Priya Quinn
Rosa Søren Tariq Uma Victor Wen Ximena Yusuf Zoë Aiko Bruno Camille Diego Emma Felix`.split(/\s+/)
const LAST_NAMES = `Abara Becker Castillo Dubois Eriksen Fischer García Haddad Ivanova Jensen Kowalski Laurent Müller
Nakamura Oliveira Petrova Rossi Santos Takahashi Umarov Varga Wójcik Yilmaz Zhang Brown Lee`.split(/\s+/)
const DOMAINS = ['example.org', 'example.com', 'example.net', 'mail.example', 'school.example.edu']
const SPAM_REASONS: SpamReason[][] = [['hidden-field-filled'], ['token-missing'], ['too-young'], ['token-expired', 'too-young'], ['token-used']]

/**
 * The people a staff member looks for: each sends a few sign-ups to the largest form over the
 * years, and the search by part of a name or of an address must find exactly theirs.
 */
export const SOUGHT = {
  byName: { name: 'Chidi Okonkwo', email: 'c.family@example.org', term: 'konkw' },
  byEmail: { name: 'Maren Holt', email: 'maren.h@fjordpost.example', term: 'fjordpost' },
} as const
/** How many sign-ups each sought person sent. */
export const SOUGHT_COUNT = 3

/** A number in [0, 1) that looks random but is the same for the same `n` and `salt` (a multiplicative hash), so every run stores the same sign-ups. */
const spread = (n: number, salt: number) => (Math.imul((n + 1) ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b) >>> 0) / 2 ** 32

/**
 * Play With Me registrations older than this are deleted by the hourly maintenance
 * (PLAY_RETENTION_DAYS, 365 by default): a store holds none, and their share goes to the other forms.
 */
const PLAY_RETENTION_DAYS = 365

/** A name as the part of an address before the @ usually writes it: lower case, without accents. */
const asciiLetters = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/[^a-z]/g, '')

function formOf(n: number, ageDays: number): FormName {
  const shares = ageDays > PLAY_RETENTION_DAYS ? SHARES.filter(([form]) => form !== 'play-signup') : SHARES
  let point = spread(n, 1) * shares.reduce((sum, [, share]) => sum + share, 0)
  for (const [form, share] of shares) {
    if (point < share) return form
    point -= share
  }
  return LARGEST_FORM
}

/** Older sign-ups have mostly been handled; the newest are mostly waiting. */
function statusOf(n: number, ageDays: number): SubmissionStatus {
  const roll = spread(n, 4)
  if (ageDays > 30) return roll < 0.85 ? 'done' : roll < 0.93 ? 'in-progress' : 'new'
  return roll < 0.6 ? 'new' : roll < 0.85 ? 'in-progress' : 'done'
}

/** What a visitor sent to `form`, as the server stores it: the sample's fields with this person's name, address and a message of their own length. */
function answers(form: FormName, n: number, name: string, email: string): Record<string, unknown> {
  const { website: _hiddenField, ...fields } = SAMPLE_SUBMISSIONS[form]
  const data: Record<string, unknown> = { ...fields, [NAME_FIELD[form]]: name, [FORMS[form].emailField]: email }
  if ('message' in data) data.message = `Hello, I would like to know more about the sessions near us. ${'We have questions about sensory overload at school. '.repeat(1 + (n % 8))}`
  return data
}

/**
 * `count` sign-ups spread over the six forms (45 % to the largest; Play With Me registrations only
 * within their retention), received over the three years before `now` in order of time, 8 % flagged as likely spam with why, older ones mostly handled, a
 * few with a note, and the sought people's among them; in batches of `batchSize` rows ready to
 * insert, ids time-ordered by when each was received, as the server makes them.
 */
export function* generatedSubmissions(count: number, batchSize: number, now = new Date()): Generator<SubmissionRow[]> {
  const spanMs = 3 * 365 * 24 * 3600 * 1000
  const stepMs = spanMs / count
  const start = now.getTime() - spanMs
  const sought = Object.values(SOUGHT).flatMap((person, which) =>
    Array.from({ length: SOUGHT_COUNT }, (_, k) => ({ person, at: Math.floor(((k + 0.5 + which * 0.2) * count) / SOUGHT_COUNT) })),
  )
  let batch: SubmissionRow[] = []
  for (let n = 0; n < count; n++) {
    const receivedAt = Math.floor(start + n * stepMs + spread(n, 2) * stepMs * 0.9)
    const ageDays = (now.getTime() - receivedAt) / 86_400_000
    const planted = sought.find(({ at }) => at === n)?.person
    const form = planted ? LARGEST_FORM : formOf(n, ageDays)
    const first = FIRST_NAMES[Math.floor(spread(n, 5) * FIRST_NAMES.length)]!
    const last = LAST_NAMES[Math.floor(spread(n, 6) * LAST_NAMES.length)]!
    const name = planted?.name ?? `${first} ${last}`
    const email = planted?.email ?? `${asciiLetters(first)}.${n}@${DOMAINS[n % DOMAINS.length]}`
    const spam = !planted && spread(n, 3) < 0.08
    const data = answers(form, n, name, email)
    const id = timeOrderedUuid({ msecs: receivedAt })
    batch.push({
      id,
      form,
      created_at: new Date(receivedAt).toISOString(),
      email,
      spam: spam ? 1 : 0,
      spam_reasons: JSON.stringify(spam ? SPAM_REASONS[n % SPAM_REASONS.length] : []),
      search_text: searchableText(form, email, data, id),
      data: JSON.stringify(data),
      idempotency_key: null,
      idempotency_fingerprint: null,
      status: statusOf(n, ageDays),
      note: spread(n, 7) < 0.03 ? 'Called back; sent the welcome pack.' : null,
    })
    if (batch.length === batchSize) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}
