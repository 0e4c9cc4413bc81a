import { describe, expect, test } from 'vitest'
import { emailId } from '#api/outbox/email-kind.server.ts'
import { MAILBOX_DAILY_EMAILS } from '#api/forms-intake/queue-submission-emails.server.ts'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { FORM_NAMES, FORMS, type FormName } from '#lib/forms/form-registry.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { useConsoleSite } from './support/use-console-site.ts'

/**
 * Nobody can use the forms to fill someone's inbox, against the real server: one mailbox gets at
 * most one confirmation per form a day however its address is written (tags, capitals, and dots
 * where the provider ignores them), and at most MAILBOX_DAILY_EMAILS from every form together.
 * Every submission is still stored.
 */

describe.each(TEST_STORE_KINDS)('Confirmations to one mailbox on $name', (kind: TestStoreKind) => {
  const site = useConsoleSite(kind, 'staff@example.org')

  /** Sends each of `sends` and waits until the outbox has sent every email it queued about them: a notice each, and the confirmations. */
  async function sendAll(sends: readonly { form: FormName; address: string }[]) {
    const ids: string[] = []
    for (const { form, address } of sends) ids.push(await site.send(form, { [FORMS[form].emailField]: address }))
    const queued = site.store.db.selectFrom('mail_outbox').select(['id', 'sent_at']).where('submission_id', 'in', ids)
    const allSent = async () => {
      const emails = await queued.execute()
      return emails.filter((email) => email.id.startsWith(emailId('staff-notice', ''))).length === ids.length && emails.every((email) => email.sent_at !== null)
    }
    expect(await waitUntil(allSent, 20_000), 'every email sent').toBe(true)
    const stored = await site.store.db.selectFrom('submissions').select('id').where('id', 'in', ids).execute()
    expect(stored).toHaveLength(sends.length)
    return ids
  }
  /** The confirmations received by any of `addresses`. */
  const confirmationsTo = (addresses: readonly string[]) =>
    site.mail.received.filter((message) => message.to.some((to) => addresses.includes(to.toLowerCase())) && !message.to.includes('office@example.org'))

  test.each([
    ['tags and capitals', ['mum+1@example.org', 'mum+2@example.org', 'MUM+news@Example.org', 'Mum@EXAMPLE.ORG', 'mum@example.org']],
    ['dots at a provider that ignores them', ['d.a.d@gmail.com', 'dad+x@gmail.com', 'D.AD@googlemail.com', 'dad@gmail.com', 'd.ad+1@googlemail.com']],
  ])('one form sent to one mailbox written with %s gives one confirmation', async (_, addresses) => {
    await sendAll(addresses.map((address) => ({ form: 'contact', address })))
    expect(confirmationsTo(addresses.map((address) => address.toLowerCase()))).toHaveLength(1)
  })

  test('every form sent to one mailbox, each under another tag, gives at most the daily number of confirmations', async () => {
    const addresses = FORM_NAMES.flatMap((form, at) => [`carer+${form}@example.org`, `Carer+${at}@example.org`])
    await sendAll(
      FORM_NAMES.flatMap((form, at) => [
        { form, address: `carer+${form}@example.org` },
        { form, address: `Carer+${at}@example.org` },
      ]),
    )
    expect(FORM_NAMES.length).toBeGreaterThan(MAILBOX_DAILY_EMAILS)
    expect(confirmationsTo(addresses.map((address) => address.toLowerCase()))).toHaveLength(MAILBOX_DAILY_EMAILS)
  })

  test('different mailboxes each get their own, where the dots make a difference', async () => {
    const addresses = ['a.b@example.org', 'ab@example.org', 'a.b+x@example.net']
    await sendAll(addresses.map((address) => ({ form: 'contact', address })))
    for (const address of addresses) expect(confirmationsTo([address]), address).toHaveLength(1)
  })
})
