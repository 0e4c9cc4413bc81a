import { PassThrough } from 'node:stream'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { insertSubmission } from '#api/testing/insert-submission.ts'
import { TEST_STORE_KINDS, type TestStore } from '#api/testing/test-stores.ts'
import { changeUpdates } from '#api/my-data/change-updates.server.ts'
import { submissionReference } from '#api/forms/submission-reference.server.ts'
import { parseSubmissionsCommand } from './parse-submissions-command.ts'
import { runSubmissionsCommand } from './run-submissions-command.ts'

function streams() {
  const out = new PassThrough()
  const err = new PassThrough()
  const text = (stream: PassThrough) => {
    let collected = ''
    stream.on('data', (chunk) => (collected += chunk))
    return () => collected
  }
  return { out, err, outText: text(out), errText: text(err) }
}

describe.each(TEST_STORE_KINDS)('npm run submissions on $name', (kind) => {
  let store: TestStore
  const ids: Record<string, string> = {}

  beforeEach(async () => {
    store ??= await kind.create()
    await store.db.deleteFrom('mail_outbox').execute()
    await store.db.deleteFrom('submissions').execute()
    const add = async (key: string, form: 'contact' | 'play-signup', date: string, email: string, data: Record<string, unknown>, spam = false) => {
      ids[key] = await insertSubmission(store, { form, email, spam, data, notify: true }, new Date(date))
    }
    await add('january', 'contact', '2026-01-15T10:00:00Z', 'ada@example.org', {
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'other',
      message: '=HYPERLINK("x")',
      newsletter: false,
    })
    await add('february', 'contact', '2026-02-15T10:00:00Z', 'Bob@Example.org', {
      name: 'Bob, Jr.',
      email: 'Bob@Example.org',
      subject: 'partnership',
      message: 'Line one\nline "two"',
      newsletter: true,
    })
    await add(
      'spam',
      'contact',
      '2026-02-16T10:00:00Z',
      'bot@example.org',
      { name: 'Bot', email: 'bot@example.org', subject: 'other', message: 'buy things now', newsletter: false },
      true,
    )
    await add('play', 'play-signup', '2026-02-20T10:00:00Z', 'ada@example.org', {
      childName: 'Robin',
      parentEmail: 'ada@example.org',
      ageGroup: '',
      availability: 'Mondays',
      preferredGames: 'Uno',
      additionalInfo: '',
      parentConsent: true,
    })
  })
  afterAll(async () => {
    await store?.remove()
  })

  async function run(args: string[]) {
    const io = streams()
    await runSubmissionsCommand(store, parseSubmissionsCommand(args), io)
    return { out: io.outText(), err: io.errText() }
  }

  test('list shows every submission but spam, oldest first', async () => {
    const { out, err } = await run(['list'])
    const lines = out.trim().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toContain(ids.january)
    expect(lines[2]).toContain(ids.play)
    expect(out).not.toContain(ids.spam)
    expect(err).toBe('3 submissions\n')
  })

  test('list narrows by form and date range, and can include spam', async () => {
    const { out } = await run(['list', '--form', 'contact', '--from', '2026-02-01', '--to', '2026-02-16', '--include-spam'])
    expect(
      out
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/)[2]),
    ).toEqual([ids.february, ids.spam])
  })

  test('export writes CSV with a column per field of one form, quoting and defusing formulas', async () => {
    const { out } = await run(['export', '--form', 'contact'])
    const [header, ...rows] = out.trimEnd().split('\n')
    expect(header).toBe('Reference,Form,Received (UTC),Likely spam,Name,Email,Subject,Message,Subscribe to our newsletter')
    expect(rows[0]).toBe(`${submissionReference(ids.january!)},Contact message,2026-01-15 10:00 UTC,no,Ada,ada@example.org,other,"'=HYPERLINK(""x"")",no`)
    expect(out).toContain('"Bob, Jr."')
    expect(out).toContain('"Line one\nline ""two"""')
  })

  test('export writes CSV of several forms with their fields as JSON', async () => {
    const { out } = await run(['export', '--to', '2026-01-31'])
    expect(out).toBe(
      `Reference,Form,Received (UTC),Likely spam,Email,Answers (JSON)\n${submissionReference(ids.january!)},Contact message,2026-01-15 10:00 UTC,no,ada@example.org,"{""name"":""Ada"",""email"":""ada@example.org"",""subject"":""other"",""message"":""=HYPERLINK(\\""x\\"")"",""newsletter"":false}"\n`,
    )
  })

  test('export writes JSON of several forms', async () => {
    const { out, err } = await run(['export', '--format', 'json', '--from', '2026-02-01'])
    const exported = JSON.parse(out)
    expect(exported.map((row: { id: string }) => row.id)).toEqual([ids.february, ids.play])
    expect(exported[1]).toMatchObject({ form: 'play-signup', email: 'ada@example.org', spam: false, data: { childName: 'Robin', parentConsent: true } })
    expect(err).toContain('Exported 2 submissions')
  })

  test('export for a mailing keeps only those who confirmed they want updates', async () => {
    // February ticked the box and confirmed; January never ticked it.
    expect(await changeUpdates(store, { id: ids.february!, change: 'confirm', actor: 'the person' })).toBe(true)
    const exported = JSON.parse((await run(['export', '--format', 'json', '--confirmed-updates'])).out) as { id: string }[]
    expect(exported.map((row) => row.id)).toEqual([ids.february])
  })

  test('an empty export is still valid JSON', async () => {
    expect(JSON.parse((await run(['export', '--format', 'json', '--from', '2030-01-01'])).out)).toEqual([])
  })

  test('delete by email removes every submission from that address, whatever its case, with queued notices', async () => {
    const { err } = await run(['delete', '--email', 'ADA@example.org'])
    expect(err).toBe('Deleted 2 submissions\n')
    const left = await store.db.selectFrom('submissions').select('id').orderBy('created_at').execute()
    expect(left.map((row) => row.id)).toEqual([ids.february, ids.spam])
    const notices = await store.db.selectFrom('mail_outbox').select('submission_id').where('kind', '=', 'staff-notice').execute()
    expect(notices.map((row) => row.submission_id).sort()).toEqual([ids.february].sort())
  })

  test('delete by id removes just those', async () => {
    expect((await run(['delete', '--id', ids.spam!, '--id', ids.play!])).err).toBe('Deleted 2 submissions\n')
    expect((await run(['delete', '--id', 'no-such-id'])).err).toBe('Deleted 0 submissions\n')
  })

  test('purge deletes what is older than the given number of days', async () => {
    const days = Math.floor((Date.now() - Date.parse('2026-02-01T00:00:00Z')) / 86_400_000)
    const { err } = await run(['purge', '--older-than', String(days)])
    expect(err).toMatch(/^Purged 1 submission received before/)
    expect(await store.db.selectFrom('submissions').select('id').where('id', '=', ids.january!).executeTakeFirst()).toBeUndefined()
  })
})

describe('The submissions command line', () => {
  test.each([
    [[], 'No command given'],
    [['show'], 'Unknown command: show'],
    [['list', '--form', 'newsletter'], 'Unknown form "newsletter"'],
    [['list', '--from', '14/03/2026'], '--from must be a date like 2026-03-14'],
    [['export', '--format', 'xml'], '--format must be csv or json'],
    [['list', '--confirmed-updates'], '--confirmed-updates is for export'],
    [['delete'], 'delete needs --id ID or --email ADDRESS'],
    [['purge', '--older-than', 'a year'], 'purge needs --older-than DAYS'],
  ])('refuses %j with a clear message', (args, message) => {
    expect(() => parseSubmissionsCommand(args)).toThrow(message)
  })
})
