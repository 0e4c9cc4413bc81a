import { beforeEach, describe, expect, test } from 'vitest'
import { recordAudit } from '../audit/audit-entry.server.ts'
import { readAuditLog } from '../audit/read-audit-log.server.ts'
import { storeSubmissions } from '../forms-intake/store-submissions.server.ts'
import { runMaintenance } from '../maintenance/run-maintenance.server.ts'
import { playRetentionDate } from '../play-with-me/play-retention-date.server.ts'
import { insertSubmission } from '../testing/insert-submission.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { deleteOldSpam } from './delete-old-spam.server.ts'
import { openSubmission } from './open-submission.server.ts'
import { markNotSpam, NOTE_MAX_LENGTH, setSubmissionNote, setSubmissionStatus } from './submission-changes.server.ts'

/** Words that appear only in the submissions' content: none may reach the audit log. */
const SECRET = { name: 'Zebulon Quixotic', email: 'zebulon.quixotic@example.org', message: 'My child Xanthippe melts down at the supermarket.' }

const contact = (spam = false, spamReasons: ('token-missing' | 'too-young' | 'hidden-field-filled')[] = []) => ({
  form: 'contact' as const,
  email: SECRET.email,
  spam,
  spamReasons,
  data: { name: SECRET.name, email: SECRET.email, subject: 'other', message: SECRET.message, newsletter: false },
  notify: true,
})

describe.each(TEST_STORE_KINDS)('Handling submissions on $name', (kind) => {
  const store = useTestStore(kind)
  beforeEach(async () => {
    for (const table of ['audit_log', 'mail_outbox', 'used_form_tokens', 'submissions'] as const) await store.db.deleteFrom(table).execute()
  })
  const audit = () => store.db.selectFrom('audit_log').selectAll().orderBy('at').orderBy('id').execute()
  const outbox = () => store.db.selectFrom('mail_outbox').selectAll().execute()

  test('one submission shows every field, when it came, its status and note, and why it was flagged; reading it is recorded', async () => {
    const id = await insertSubmission(store, contact(true, ['hidden-field-filled', 'too-young']), new Date('2026-03-01T09:00:00Z'))
    expect(await openSubmission(store, { id, actor: 'ada', playRetentionDays: 30 })).toEqual({
      id,
      form: 'contact',
      receivedAt: '2026-03-01T09:00:00.000Z',
      email: SECRET.email,
      data: contact().data,
      status: 'new',
      note: null,
      spam: true,
      spamReasons: ['hidden-field-filled', 'too-young'],
      deletedAfter: undefined,
    })
    expect(await audit()).toEqual([expect.objectContaining({ actor: 'ada', action: 'viewed', form: 'contact', submission_id: id, count: null })])
  })

  test('an unknown id is no submission, and records nothing', async () => {
    expect(await openSubmission(store, { id: '0190f0f0-0000-7000-8000-000000000000', actor: 'ada', playRetentionDays: 30 })).toBeUndefined()
    expect(await setSubmissionStatus(store, { id: 'nope', status: 'done', actor: 'ada' })).toBe(false)
    expect(await setSubmissionNote(store, { id: 'nope', note: 'x', actor: 'ada' })).toBe(false)
    expect(await markNotSpam(store, { id: 'nope', actor: 'ada', notify: true })).toBe(false)
    expect(await audit()).toEqual([])
  })

  test('a Play With Me registration shows the day it will be deleted, the day the maintenance deletes it', async () => {
    const receivedAt = new Date('2026-01-10T12:00:00Z')
    const id = await insertSubmission(store, { ...contact(), form: 'play-signup', data: { childName: 'Robin', parentEmail: SECRET.email } }, receivedAt)
    const { deletedAfter } = (await openSubmission(store, { id, actor: 'ada', playRetentionDays: 30 }))!
    expect(deletedAfter).toEqual(new Date('2026-02-09T12:00:00Z'))
    expect(playRetentionDate({ form: 'contact', receivedAt: receivedAt.toISOString() }, 30)).toBeUndefined()
    await runMaintenance(store.db, { playRetentionDays: 30 }, deletedAfter!.getTime() - 1)
    expect(await store.db.selectFrom('submissions').select('id').execute()).toHaveLength(1)
    await runMaintenance(store.db, { playRetentionDays: 30 }, deletedAfter!.getTime() + 1)
    expect(await store.db.selectFrom('submissions').select('id').execute()).toHaveLength(0)
  })

  test('status moves new → in progress → done, and back; each change is recorded with the status set', async () => {
    const id = await insertSubmission(store, contact())
    for (const status of ['in-progress', 'done', 'new'] as const) {
      expect(await setSubmissionStatus(store, { id, status, actor: 'ada' })).toBe(true)
      expect((await openSubmission(store, { id, actor: 'ada', playRetentionDays: 30 }))!.status).toBe(status)
    }
    expect((await audit()).filter((entry) => entry.action === 'changed-status').map((entry) => entry.status)).toEqual(['in-progress', 'done', 'new'])
  })

  test('a note is plain text, trimmed, at most NOTE_MAX_LENGTH characters, and removed when emptied', async () => {
    const id = await insertSubmission(store, contact())
    const note = async () => (await openSubmission(store, { id, actor: 'ada', playRetentionDays: 30 }))!.note
    expect(await setSubmissionNote(store, { id, note: '  Called back <b>Tuesday</b>.\nSending forms. ', actor: 'ada' })).toBe(true)
    expect(await note()).toBe('Called back <b>Tuesday</b>.\nSending forms.')
    expect(await setSubmissionNote(store, { id, note: 'é'.repeat(NOTE_MAX_LENGTH), actor: 'ada' })).toBe(true)
    await expect(setSubmissionNote(store, { id, note: 'x'.repeat(NOTE_MAX_LENGTH + 1), actor: 'ada' })).rejects.toThrow(`at most ${NOTE_MAX_LENGTH} characters`)
    expect(await note()).toBe('é'.repeat(NOTE_MAX_LENGTH))
    await setSubmissionNote(store, { id, note: '   ', actor: 'ada' })
    expect(await note()).toBeNull()
  })

  test('"not spam" moves a flagged submission to the inbox and queues exactly one notice and one confirmation, however often or at once it is asked', async () => {
    const id = await insertSubmission(store, contact(true, ['token-missing']))
    expect(await outbox()).toEqual([])
    const answers = await Promise.all([markNotSpam(store, { id, actor: 'ada', notify: true }), markNotSpam(store, { id, actor: 'bob', notify: true })])
    expect(answers.sort()).toEqual([false, true])
    expect(await markNotSpam(store, { id, actor: 'ada', notify: true })).toBe(false)
    expect((await outbox()).map((email) => email.id).sort()).toEqual([`confirmation:${id}`, `staff-notice:${id}`])
    const shown = (await openSubmission(store, { id, actor: 'ada', playRetentionDays: 30 }))!
    expect(shown).toMatchObject({ spam: false, status: 'new', spamReasons: ['token-missing'] })
    expect((await audit()).filter((entry) => entry.action === 'marked-not-spam')).toHaveLength(1)
    // A submission that was never flagged is not noticed again; its sender had a confirmation of this form today, so it gets no other.
    const inbox = await insertSubmission(store, contact())
    expect(await markNotSpam(store, { id: inbox, actor: 'ada', notify: true })).toBe(false)
    expect((await outbox()).map((email) => email.id).sort()).toEqual([`confirmation:${id}`, `staff-notice:${id}`, `staff-notice:${inbox}`])
  })

  test('"not spam" without notices configured queues none', async () => {
    const id = await insertSubmission(store, contact(true, ['token-missing']))
    expect(await markNotSpam(store, { id, actor: 'ada', notify: false })).toBe(true)
    expect(await outbox()).toEqual([])
  })

  test('spam older than N days is deleted, with its used tokens; newer spam and every other submission stay', async () => {
    const now = new Date('2026-06-30T12:00:00Z')
    const [old] = await storeSubmissions(
      store,
      [{ ...contact(true, ['too-young']), formToken: { id: 'a'.repeat(22), expiresAt: new Date('2026-05-02T00:00:00Z') } }],
      new Date('2026-05-01T00:00:00Z'),
    )
    const recent = await insertSubmission(store, contact(true), new Date('2026-06-25T00:00:00Z'))
    const kept = await insertSubmission(store, contact(), new Date('2026-01-01T00:00:00Z'))
    expect(await deleteOldSpam(store, { olderThanDays: 30, actor: 'ada' }, now)).toBe(1)
    expect((await store.db.selectFrom('submissions').select('id').execute()).map((row) => row.id).sort()).toEqual([recent, kept].sort())
    expect(await store.db.selectFrom('used_form_tokens').selectAll().where('submission_id', '=', old!.id).execute()).toEqual([])
    expect(await audit()).toEqual([expect.objectContaining({ action: 'deleted-spam', count: 1, submission_id: null })])
  })

  test('the audit log holds who did what and when, never a submission content, and reads newest first in pages', async () => {
    const id = await insertSubmission(store, contact(true, ['token-missing']))
    await openSubmission(store, { id, actor: 'ada', playRetentionDays: 30 })
    await markNotSpam(store, { id, actor: 'ada', notify: true })
    await setSubmissionStatus(store, { id, status: 'done', actor: 'ada' })
    await setSubmissionNote(store, { id, note: `Spoke to ${SECRET.name} at ${SECRET.email}`, actor: 'ada' })
    await recordAudit(store, { actor: 'ada', action: 'signed-out' })
    const stored = JSON.stringify(await audit())
    for (const secret of [...Object.values(SECRET), 'Xanthippe', 'zebulon', 'Spoke']) expect(stored.toLowerCase()).not.toContain(secret.toLowerCase())
    const pages = []
    let after: string | undefined
    do {
      const page = await readAuditLog(store, { after, limit: 2 })
      pages.push(page.entries.map((entry) => entry.action))
      after = page.next
    } while (after)
    expect(pages).toEqual([['signed-out', 'noted'], ['changed-status', 'marked-not-spam'], ['viewed']])
  })
})
