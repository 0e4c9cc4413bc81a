import { describe, expect, test } from 'vitest'
import { emailId } from '#api/outbox/email-kind.server.ts'
import { submissionReference } from '#api/forms/submission-reference.server.ts'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { fillPlaceholders } from '#lib/emails/email-placeholders.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { readMail } from './support/read-mail.ts'
import { useConsoleSite } from './support/use-console-site.ts'

/**
 * What a stranger types, against the real server: it never becomes the organisation's words in an
 * email to any address they name (a name is used only when it looks like one), and what staff
 * read is what was sent as it reads (the characters that turn a line around or hide in it are
 * removed when a form is received).
 */

const OFFICE = 'office@example.org'
/** Bidirectional controls and characters drawn as nothing, none of which a form keeps. */
const HIDDEN = ['\u202E', '\u202D', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u2060', '\uFEFF', '\u00AD', '\u3164', '\u{E0041}']

describe.each(TEST_STORE_KINDS)('Words from a stranger on $name', (kind: TestStoreKind) => {
  const console = useConsoleSite(kind, 'staff@example.org')
  const content = getSiteContent()
  const contactWords = content.emails.find((email) => email.slug === 'contact')!

  async function mailTo(address: string, about: string) {
    const find = () => console.mail.received.find((message) => message.to.includes(address) && readMail(message).body.includes(about))
    expect(await waitUntil(() => find() !== undefined, 15_000), `an email to ${address} about ${about}`).toBe(true)
    return readMail(find()!)
  }

  test.each([
    ['a web address', 'https://prize.example/claim now', undefined],
    ['a script address', 'javascript:alert(1)', undefined],
    ['a bare host name', 'www.prize.example', undefined],
    ['a phone number', '0800-555-0199 call', undefined],
    ['an address without its scheme', 'prize.example/claim', undefined],
    ['a name with digits in it', 'Ada2 Lovelace', undefined],
    ['a first name longer than 40 characters', `${'A'.repeat(41)} Smith`, undefined],
    ['a hyphenated name', 'Anne-Marie Dupont', 'Anne-Marie'],
    ['a name with an apostrophe', 'O’Brien Kelly', 'O’Brien'],
    ['a name with accents and marks', 'Zoë Ngũgĩ', 'Zoë'],
    ['a name in another script', '李 小龙', '李'],
  ])('a name that is %s is used in the confirmation only when it looks like a name', async (_, name, used) => {
    const address = `name-${Math.random().toString(36).slice(2)}@example.org`
    const id = await console.send('contact', { name, email: address })
    const { subject, body } = await mailTo(address, submissionReference(id))
    expect(subject).toBe(fillPlaceholders(contactWords.subject, { firstName: used ?? 'there', siteName: content.settings.name }))
    if (used === undefined) expect(body).not.toContain(name.split(/\s+/)[0])
  })

  test('hidden characters in names and messages are removed when a form is received, and joiners inside words stay', async () => {
    const address = 'hidden-characters@example.org'
    const name = `Ada\u202E${HIDDEN.join('')}ecalevol`
    // A Persian word keeps its non-joiner, and an emoji sequence its joiner and selector.
    const message = `Please\u200B call\u202E 0199-555 \u2066back\u2069, from خانه\u200Cها and 👩\u200D💻 ❤\uFE0F ${HIDDEN.join(' ')} done`
    const id = await console.send('contact', { name, email: address, message })

    const row = await console.store.db.selectFrom('submissions').select('data').where('id', '=', id).executeTakeFirstOrThrow()
    const data = JSON.parse(row.data) as Record<string, string>
    expect(data.name).toBe('Adaecalevol')
    expect(data.message).toBe(`Please call 0199-555 back, from خانه\u200Cها and 👩\u200D💻 ❤\uFE0F ${' '.repeat(HIDDEN.length - 1)} done`)

    const notice = async () => (await console.store.db.selectFrom('mail_outbox').select('sent_at').where('id', '=', emailId('staff-notice', id)).executeTakeFirst())?.sent_at != null
    expect(await waitUntil(notice, 15_000), 'the staff notice sent').toBe(true)
    const { body } = await mailTo(OFFICE, submissionReference(id))
    for (const hidden of HIDDEN) expect(body, `U+${hidden.codePointAt(0)!.toString(16)}`).not.toContain(hidden)
    expect(body).toContain('Adaecalevol')
  })
})
