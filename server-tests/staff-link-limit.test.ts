import { describe, expect, test } from 'vitest'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { request } from './support/staff-client.ts'
import { useConsoleSite } from './support/use-console-site.ts'

/**
 * One staff address gets at most the sign-in links its hourly share allows, whoever asks for them,
 * against the real server: the per-client limit (set high here, as for many clients) does not
 * decide it. Listed or not, within its share or past it, every address gets the same answer.
 */

const STAFF = 'linked@example.org'
const PER_HOUR = 3

describe.each(TEST_STORE_KINDS)('Sign-in links to one address on $name', (kind: TestStoreKind) => {
  const site = useConsoleSite(kind, STAFF, { STAFF_LINKS_PER_HOUR: String(PER_HOUR) })

  /** Asks for a link for each of `addresses`, and resolves with the answers once the server has finished with every ask. */
  async function ask(addresses: readonly string[]) {
    const finished = () => site.site.logs.filter((entry) => entry.event === 'staff_sign_in_link_sent' || entry.event === 'staff_sign_in_link_not_sent').length
    const before = finished()
    const answers = []
    for (const email of addresses) answers.push(await request(site.site, '/staff/sign-in/email', { method: 'POST', form: { email } }))
    expect(await waitUntil(() => finished() === before + addresses.length, 15_000), 'every ask finished').toBe(true)
    return answers
  }
  const mailedTo = (address: string) => site.mail.received.filter((message) => message.to.includes(address)).length

  test('a listed address is sent its hourly share of links and no more, with the same answer to every ask', async () => {
    const answers = await ask(Array.from({ length: PER_HOUR + 4 }, () => STAFF))
    expect(mailedTo(STAFF)).toBe(PER_HOUR)
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`)).size).toBe(1)
    expect(answers[0]!.status).toBe(200)
    // Written another way, it is the same address and the same share.
    await ask([STAFF.toUpperCase(), ` ${STAFF} `])
    expect(mailedTo(STAFF)).toBe(PER_HOUR)
  })

  test('an address not listed gets the same answer as a listed one, and no email', async () => {
    const [listed] = await ask([STAFF])
    const strangers = await ask(['not-staff@example.org', 'not-staff@example.org', 'someone@example.net'])
    for (const answer of strangers) expect({ status: answer.status, body: answer.body }).toEqual({ status: listed!.status, body: listed!.body })
    expect(mailedTo('not-staff@example.org') + mailedTo('someone@example.net')).toBe(0)
  })
})
