import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, test } from 'vitest'
import { SQLITE_FILE_NAME } from '#api/database/open-database.server.ts'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { readMail } from './support/read-mail.ts'
import { request } from './support/staff-client.ts'
import { useConsoleSite } from './support/use-console-site.ts'
import { builtCommandPath } from '#tools/build-freshness/built-server-path.ts'

/**
 * Erased means gone, against the real server: once an erasure is answered (the person's own
 * "Delete my data", or the staff's erasure of an address), no byte of the person's name, address
 * or answers is left in the store: on SQLite, not in the database file, its write-ahead log, nor
 * a backup made after it; on PostgreSQL, in no row and not in the search.
 */

const root = fileURLToPath(new URL('../', import.meta.url))
const run = promisify(execFile)
const STAFF = 'eraser@example.org'
const folder = mkdtempSync(join(tmpdir(), 'senseahead-erasure-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A person with words no one else wrote: their address, name and a word of their message, lower-case as the search keeps them too. */
function person(tag: string) {
  const unique = `${tag}${Math.random().toString(36).slice(2, 8)}`
  return { email: `${unique}@example.org`, name: `Quorra ${unique}zed`, word: `marmalade${unique}` }
}

describe.each(TEST_STORE_KINDS)('An erasure on $name', (kind: TestStoreKind) => {
  const site = useConsoleSite(kind, STAFF)
  const sqlite = kind.name === 'SQLite'
  let backups = 0

  /** Sends `count` sign-ups from `who` (and some from others around them), their status changed as staff do, so the store holds old copies too. */
  async function signUps(who: ReturnType<typeof person>, count: number) {
    const staff = await site.signIn(STAFF)
    const ids: string[] = []
    for (let at = 0; at < count; at += 1) {
      ids.push(await site.send('contact', { name: who.name, email: who.email, message: `Please call me about ${who.word}, number ${at}.` }))
      await site.send('volunteer-signup', { name: 'Someone Else', email: `someone-${at}-${Math.random().toString(36).slice(2, 8)}@example.net`, experience: `filler ${at}` })
    }
    for (const id of ids.slice(0, 3)) {
      const changed = await request(site.site, `/staff/submissions/${id}/handling`, { method: 'POST', cookie: staff.cookie, form: { status: 'in-progress', csrf: staff.csrf } })
      expect(changed.status).toBe(303)
    }
    // The outbox sent their confirmations (with their name and address), as it would before someone asks to be erased.
    expect(await waitUntil(() => site.mail.received.filter((message) => message.to.includes(who.email)).length >= 1, 15_000)).toBe(true)
    return { ids, staff }
  }

  /** What of `who` is still anywhere in the store, as strings found. */
  async function leftOf(who: ReturnType<typeof person>): Promise<string[]> {
    const words = [who.email, who.name, who.word, who.name.split(' ')[1]!.toLowerCase()]
    if (sqlite) {
      const file = join(site.site.dataDir, SQLITE_FILE_NAME)
      const backup = join(folder, `after-${(backups += 1)}.sqlite`)
      await run(process.execPath, [builtCommandPath(root, 'submissions'), 'backup', '--output', backup], {
        cwd: root,
        env: { ...process.env, DATA_DIR: site.site.dataDir, DATABASE_URL: '' },
      })
      const files = [file, `${file}-wal`, backup].filter((each) => existsSync(each))
      return files.flatMap((each) => {
        const bytes = readFileSync(each)
        return words.filter((word) => bytes.includes(Buffer.from(word, 'utf8'))).map((word) => `${word} in ${each}`)
      })
    }
    const { db } = site.store
    const rows = await db.selectFrom('submissions').select('id').where('email', '=', who.email).execute()
    const found = await db
      .selectFrom('submissions')
      .select('id')
      .where((eb) => eb.or(words.map((word) => eb.or([eb('search_text', 'like', `%${word.toLowerCase()}%`), eb('data', 'like', `%${word}%`)]))))
      .execute()
    const mail = await db.selectFrom('mail_outbox').select('id').where('recipient', '=', who.email).execute()
    return [...rows, ...found, ...mail].map((row) => `row ${row.id}`)
  }

  test('“Delete my data” leaves nothing of the person readable in the store, nor in a backup made after', async () => {
    const who = person('own')
    await signUps(who, 3)
    expect(await leftOf(who), 'the test finds the person before the erasure').not.toEqual([])
    const confirmation = readMail(site.mail.received.find((message) => message.to.includes(who.email))!)
    const link = /\/my-data\/[0-9a-f-]{36}\.\d+\.[\w-]{43}/.exec(confirmation.body)![0]
    const erased = await request(site.site, link, { method: 'POST', form: { confirm: 'yes' } })
    expect(erased.status).toBe(200)
    // The person had three sign-ups; their link erases the one it is for. The staff's erasure takes the rest.
    const staff = await site.signIn(STAFF)
    const preview = await request(site.site, '/staff/erase/preview', { method: 'POST', cookie: staff.cookie, form: { email: who.email, csrf: staff.csrf } })
    const seen = /name="seen" value="([^"]+)"/.exec(preview.body)![1]!
    expect((await request(site.site, '/staff/erase', { method: 'POST', cookie: staff.cookie, form: { email: who.email, seen, csrf: staff.csrf } })).status).toBe(303)
    expect(await leftOf(who)).toEqual([])
  })

  test('the staff’s erasure of an address with 20 sign-ups leaves nothing of it readable in the store, nor in a backup made after', async () => {
    const who = person('staff')
    const { staff } = await signUps(who, 20)
    const preview = await request(site.site, '/staff/erase/preview', { method: 'POST', cookie: staff.cookie, form: { email: who.email, csrf: staff.csrf } })
    expect(preview.body).toContain('20 sign-ups will be erased')
    const seen = /name="seen" value="([^"]+)"/.exec(preview.body)![1]!
    expect((await request(site.site, '/staff/erase', { method: 'POST', cookie: staff.cookie, form: { email: who.email, seen, csrf: staff.csrf } })).status).toBe(303)
    expect(await leftOf(who)).toEqual([])
  })
})
