import { Writable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { beforeEach, describe, expect, test } from 'vitest'
import { storeSubmissions } from '../forms-intake/store-submissions.server.ts'
import { searchableText } from '../forms/searchable-text.server.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import { insertSubmission } from '../testing/insert-submission.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { changeUpdates } from './change-updates.server.ts'
import { exportSubmissions, type ExportRequest } from './export-submissions.server.ts'

/** Collects what is written, as bytes, and how many writes it came in. */
function collector() {
  const chunks: Buffer[] = []
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  return { out, bytes: () => Buffer.concat(chunks), writes: () => chunks.length }
}

const contact = (name: string, message: string) => ({
  form: 'contact' as const,
  email: 'zoe@example.org',
  spam: false,
  data: { name, email: 'zoe@example.org', subject: 'other', message, newsletter: true },
  notify: false,
})

describe.each(TEST_STORE_KINDS)('Exports on $name', (kind) => {
  const store = useTestStore(kind)
  beforeEach(async () => {
    for (const table of ['audit_log', 'mail_outbox', 'submissions'] as const) await store.db.deleteFrom(table).execute()
  })
  const run = async (request: Omit<ExportRequest, 'actor'>) => {
    const { out, bytes, writes } = collector()
    const count = await exportSubmissions(store, { actor: 'ada', ...request }, out)
    return { count, bytes: bytes(), writes: writes() }
  }

  test('CSV starts with the UTF-8 byte order mark, keeps every accent, defuses formulas, and shows the times in the zone asked for, named', async () => {
    const id = await insertSubmission(store, contact('Zoë Ångström', '=cmd|" /C calc"!A0'), new Date('2026-04-01T08:00:00Z'))
    await insertSubmission(store, contact('Later', '@SUM(A1)'), new Date('2026-05-01T08:00:00Z'))
    const { count, bytes } = await run({ filter: { form: 'contact', to: new Date('2026-04-30T00:00:00Z') }, format: 'csv', byteOrderMark: true, timeZone: 'Europe/London' })
    expect(count).toBe(1)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // As a spreadsheet reads it: UTF-8, the mark taken as the encoding's sign and not as text.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    expect(text).toBe(
      `Reference,Form,Received (Europe/London),Likely spam,Name,Email,Subject,Message,Subscribe to our newsletter\n${submissionReference(id)},Contact message,2026-04-01 09:00 BST,no,Zoë Ångström,zoe@example.org,other,"'=cmd|"" /C calc""!A0",yes\n`,
    )
    expect(await store.db.selectFrom('audit_log').select(['action', 'form', 'count', 'actor']).execute()).toEqual([{ action: 'exported', form: 'contact', count: 1, actor: 'ada' }])
  })

  test('for a mailing, only those who confirmed they want updates', async () => {
    const confirmed = await insertSubmission(store, contact('Confirmed Carl', 'yes'))
    await insertSubmission(store, contact('Waiting Wanda', 'maybe'))
    await insertSubmission(store, { ...contact('Never Nora', 'no'), data: { ...contact('Never Nora', 'no').data, newsletter: false } })
    expect(await changeUpdates(store, { id: confirmed, change: 'confirm', actor: 'the person' })).toBe(true)
    const { count, bytes } = await run({ format: 'json', filter: { form: 'contact', updatesConfirmed: true } })
    expect(count).toBe(1)
    expect((JSON.parse(bytes.toString()) as { id: string }[]).map((row) => row.id)).toEqual([confirmed])
  })

  test('an empty CSV export still has its header', async () => {
    const { bytes } = await run({ filter: { form: 'contact' }, format: 'csv', byteOrderMark: true })
    expect(bytes.toString('utf8')).toBe('\uFEFFReference,Form,Received (UTC),Likely spam,Name,Email,Subject,Message,Subscribe to our newsletter\n')
  })

  test('JSON is one valid array with every field, status and note', async () => {
    const first = await insertSubmission(store, contact('Zoë', 'Line one\nline "two" \u2028'), new Date('2026-04-01T08:00:00Z'))
    const second = await insertSubmission(store, contact('Zed', '+1'), new Date('2026-04-02T08:00:00Z'))
    const parsed = JSON.parse((await run({ filter: { form: 'contact' }, format: 'json' })).bytes.toString('utf8'))
    expect(parsed).toEqual([
      expect.objectContaining({ id: first, form: 'contact', data: contact('Zoë', 'Line one\nline "two" \u2028').data, status: 'new', note: null, spamReasons: [] }),
      expect.objectContaining({ id: second, data: expect.objectContaining({ message: '+1' }) }),
    ])
  })

  test('writes a page of rows at a time, not one write per row, in CSV and JSON alike', async () => {
    const rows = 1_200
    for (let start = 0; start < rows; start += 400) {
      await storeSubmissions(
        store,
        Array.from({ length: 400 }, (_, index) => contact(`Person ${start + index}`, 'A message long enough.')),
      )
    }
    const csv = await run({ filter: { form: 'contact' }, format: 'csv' })
    expect(csv.count).toBe(rows)
    expect(csv.bytes.toString('utf8').trimEnd().split('\n')).toHaveLength(rows + 1)
    // The header, then one write for each page of 500.
    expect(csv.writes).toBe(1 + Math.ceil(rows / 500))
    const json = await run({ filter: { form: 'contact' }, format: 'json' })
    expect(JSON.parse(json.bytes.toString('utf8'))).toHaveLength(rows)
    // One write for each page, then the closing bracket.
    expect(json.writes).toBe(Math.ceil(rows / 500) + 1)
  })

  test('streams a large export page by page: its memory does not grow with the rows', async () => {
    const rows = 20_000
    const message = 'A long message. '.repeat(200)
    for (let start = 0; start < rows; start += 250) {
      await store.db
        .insertInto('submissions')
        .values(
          Array.from({ length: 250 }, (_, index) => {
            const number = start + index
            const data = { name: `Person ${number}`, email: `p${number}@example.org`, subject: 'other', message, newsletter: false }
            return {
              id: `row-${String(number).padStart(6, '0')}`,
              form: 'contact',
              created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(number / 3) * 1000).toISOString(),
              email: data.email,
              spam: 0,
              spam_reasons: '[]',
              search_text: searchableText('contact', data.email, data, `row-${String(number).padStart(6, '0')}`),
              data: JSON.stringify(data),
            }
          }),
        )
        .execute()
    }
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    gc()
    const before = process.memoryUsage().heapUsed
    let most = before
    let written = 0
    let reads = 0
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length
        if (written % 4_000_000 < chunk.length) {
          gc()
          most = Math.max(most, process.memoryUsage().heapUsed)
        }
        done()
      },
    })
    const counted = { ...store, within: <T>(deadlineMs: number, operation: () => Promise<T>) => (reads++, store.within(deadlineMs, operation)) }
    expect(await exportSubmissions(counted, { filter: { form: 'contact' }, format: 'csv', actor: 'ada' }, out)).toBe(rows)
    // 20,000 rows of about 3.3 KB each went out: over 60 MB, read a page at a time.
    expect(written).toBeGreaterThan(60_000_000)
    expect(most - before).toBeLessThan(20_000_000)
    expect(reads).toBeGreaterThanOrEqual(rows / 500)
  }, 120_000)
})
