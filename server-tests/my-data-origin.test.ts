import { describe, expect, test } from 'vitest'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { readMail } from './support/read-mail.ts'
import { useConsoleSite } from './support/use-console-site.ts'

/**
 * Every POST under /my-data/ acts only when the link's own page sent it, against the real server:
 * another site's page cannot erase, confirm or stop anything in a person's name. The one POST a
 * page never sends, a mail program's one-click unsubscribe (RFC 8058), is let through without an
 * Origin, and only as exactly that.
 */

const TOKEN = '[0-9a-f-]{36}\\.\\d+\\.[\\w-]{43}'
const ONE_CLICK = 'List-Unsubscribe=One-Click'

describe.each(TEST_STORE_KINDS)('The POSTs of a person’s own pages on $name', (kind: TestStoreKind) => {
  const console = useConsoleSite(kind, 'staff@example.org')

  /** The paths of the links in the confirmation to `address`, by what they do. */
  async function linksTo(address: string) {
    expect(await waitUntil(() => console.mail.received.some((message) => message.to.includes(address)), 15_000), `a confirmation to ${address}`).toBe(true)
    const { body } = readMail(console.mail.received.find((message) => message.to.includes(address))!)
    const path = (prefix: string) => new RegExp(`${prefix}${TOKEN}`).exec(body)![0]
    return { see: path('/my-data/'), confirm: path('/my-data/confirm/'), stop: path('/my-data/stop-updates/') }
  }
  const post = (path: string, headers: Record<string, string>, body = '') =>
    fetch(`${console.site.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
      signal: AbortSignal.timeout(10_000),
    })
  const updatesOf = async (id: string) => (await console.store.db.selectFrom('submissions').select('updates').where('id', '=', id).executeTakeFirst())?.updates

  /** What another site's page, or a request that names no page at all, could send. */
  const strangers = (): Record<string, string>[] => [
    { origin: 'https://attacker.example' },
    { origin: 'null' },
    { origin: console.site.baseUrl, 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    {},
  ]

  test('confirming updates, stopping them and deleting act only from the link’s own page', async () => {
    const address = 'origin-check@example.org'
    const id = await console.send('contact', { email: address, newsletter: true })
    const links = await linksTo(address)
    for (const headers of strangers()) {
      for (const path of [links.confirm, links.stop]) expect((await post(path, headers)).status, `${path} with ${JSON.stringify(headers)}`).toBe(403)
      expect((await post(links.see, headers, 'confirm=yes')).status, `deleting with ${JSON.stringify(headers)}`).toBe(403)
      // A browser on another site may send the one-click field too: it still names its origin.
      if (Object.keys(headers).length > 0) expect((await post(links.stop, headers, ONE_CLICK)).status).toBe(403)
    }
    expect(await updatesOf(id)).toBe('waiting')

    const own = { origin: console.site.baseUrl, 'sec-fetch-site': 'same-origin' }
    expect((await post(links.confirm, own)).status).toBe(200)
    expect(await updatesOf(id)).toBe('confirmed')
    expect((await post(links.stop, own)).status).toBe(200)
    expect(await updatesOf(id)).toBe('withdrawn')
  })

  test('a mail program’s one click stops updates with no Origin, and nothing else passes without one', async () => {
    const address = 'one-click@example.org'
    const id = await console.send('contact', { email: address, newsletter: true })
    const links = await linksTo(address)
    for (const body of ['', 'List-Unsubscribe=Yes', 'other=One-Click']) expect((await post(links.stop, {}, body)).status).toBe(403)
    expect((await post(links.confirm, {}, ONE_CLICK)).status).toBe(403)
    expect(await updatesOf(id)).toBe('waiting')
    expect((await post(links.stop, {}, ONE_CLICK)).status).toBe(200)
    expect(await updatesOf(id)).toBe('withdrawn')
  })
})
