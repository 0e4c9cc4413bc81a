import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { emailId } from '#api/outbox/email-kind.server.ts'
import { firstName } from '#api/email/about-submission-values.server.ts'
import { NAME_FIELD } from '#api/forms/searchable-text.server.ts'
import { submissionReference } from '#api/forms/submission-reference.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { REFUSED_DOMAIN, startMailCatcher, type MailCatcher } from '#api/testing/start-mail-catcher.ts'
import { TEST_STORE_KINDS, type TestStore, type TestStoreKind } from '#api/testing/test-stores.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { EMAIL_FILES } from '#lib/emails/email-files.ts'
import { fillPlaceholders } from '#lib/emails/email-placeholders.ts'
import { FORM_NAMES, FORMS, type FormName } from '#lib/forms/form-registry.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { readMail } from './support/read-mail.ts'

/**
 * The confirmation each form's sender gets, against the real server and a mail server on
 * loopback: its words from the content, its reference and links; none for likely spam, one a day
 * per address and form, and an address the mail server refuses delays no one else's.
 */

const OFFICE = 'office@example.org'

describe.each(TEST_STORE_KINDS)('Confirmations on $name', (kind: TestStoreKind) => {
  let store: TestStore
  let mail: MailCatcher
  let site: StartedSite
  const content = getSiteContent()

  beforeAll(async () => {
    store = await kind.create()
    mail = await startMailCatcher()
    site = await startSite({
      dataDir: store.location.dataDir,
      env: { DATABASE_URL: store.location.databaseUrl ?? '', SMTP_URL: `smtp://127.0.0.1:${mail.port}`, NOTIFY_EMAIL: OFFICE, RATE_LIMIT_PER_MINUTE: '1000', MIN_FILL_SECONDS: '0' },
    })
  })
  afterAll(async () => {
    await site?.remove()
    await mail?.close()
    await store?.remove()
  })

  /** Sends `form` as a browser does, with `fields` over its sample, and resolves with the stored id. */
  async function send(form: FormName, fields: Record<string, unknown> = {}, { token = true } = {}): Promise<string> {
    const signals: Record<string, unknown> = { [SPAM_SIGNALS.honeypot]: '' }
    if (token) signals[SPAM_SIGNALS.formToken] = ((await (await fetch(`${site.baseUrl}${formTokenPath(form)}`)).json()) as { token: string }).token
    const answer = await fetch(`${site.baseUrl}/api/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...SAMPLE_SUBMISSIONS[form], ...signals, ...fields }),
    })
    expect(answer.status).toBe(201)
    return ((await answer.json()) as { id: string }).id
  }

  const mailTo = (address: string) => mail.received.filter((message) => message.to.includes(address))
  /** The messages to `address` once there are `count`. */
  async function mailedTo(address: string, count = 1) {
    expect(await waitUntil(() => mailTo(address).length >= count, 15_000), `${count} email(s) to ${address}`).toBe(true)
    return mailTo(address)
  }
  /** Resolves once the staff notice of `id` went, which the outbox sends in the same pass as its confirmation. */
  const noticeSent = async (id: string) => {
    const sent = async () => (await store.db.selectFrom('mail_outbox').select('sent_at').where('id', '=', emailId('staff-notice', id)).executeTakeFirst())?.sent_at != null
    expect(await waitUntil(sent, 15_000), `the notice of ${id} sent`).toBe(true)
  }

  test.each(FORM_NAMES)('%s: the sender gets a confirmation in the words of the content, with its reference and its link', async (form) => {
    const address = `${form}@example.org`
    const id = await send(form, { [FORMS[form].emailField]: address })
    const [message] = await mailedTo(address)
    const { subject, body, headers } = readMail(message!)
    const words = content.emails.find((email) => email.slug === form)!
    const name = (EMAIL_FILES[form].placeholders as readonly string[]).includes('firstName') ? firstName(SAMPLE_SUBMISSIONS[form][NAME_FIELD[form]]) : undefined
    expect(subject).toBe(fillPlaceholders(words.subject, { firstName: name, siteName: content.settings.name }))
    expect(body).toContain(submissionReference(id))
    // The link starts with SITE_URL, which a server on a port of its choosing leaves at its default.
    expect(body).toMatch(new RegExp(`/my-data/${id}\\.\\d+\\.[\\w-]{43}`))
    expect(body).toContain(content.settings.phone)
    expect(headers).toMatch(/^content-type: multipart\/alternative/im)
  })

  test('likely spam gets no confirmation', async () => {
    const address = 'spam-sender@example.org'
    const spam = await send('contact', { email: address }, { token: false })
    const genuine = await send('contact', { email: 'genuine@example.org' })
    await noticeSent(genuine)
    await mailedTo('genuine@example.org')
    expect(await store.db.selectFrom('mail_outbox').select('id').where('submission_id', '=', spam).execute()).toEqual([])
    expect(mailTo(address)).toEqual([])
  })

  test('one confirmation a day per address and form, however often the form is sent', async () => {
    const address = 'many-times@example.org'
    const first = await send('volunteer-signup', { email: address })
    const second = await send('volunteer-signup', { email: address })
    const other = await send('contact', { email: address })
    await Promise.all([first, second, other].map(noticeSent))
    await mailedTo(address, 2)
    // Each email names the one submission it confirms: the first of each form.
    const confirmed = mailTo(address).map((message) => [first, second, other].find((id) => readMail(message).body.includes(submissionReference(id))))
    expect(confirmed.sort()).toEqual([first, other].sort())
  })

  test('an address the mail server refuses is tried again later, and delays no one else', async () => {
    const refused = await send('contact', { email: `nobody@${REFUSED_DOMAIN}` })
    const accepted = await send('contact', { email: 'somebody@example.org' })
    await mailedTo('somebody@example.org')
    const failing = async () => (await store.db.selectFrom('mail_outbox').select('attempts').where('id', '=', emailId('confirmation', refused)).executeTakeFirst())?.attempts ?? 0
    expect(await waitUntil(async () => (await failing()) >= 1, 15_000)).toBe(true)
    const row = await store.db.selectFrom('mail_outbox').selectAll().where('id', '=', emailId('confirmation', refused)).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ sent_at: null, last_error: expect.stringMatching(/550/) })
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now())
    expect(accepted).not.toBe(refused)
    // The log says it failed and why, without the address the mail server quoted.
    const failures = site.logs.filter((entry) => entry.event === 'email_failed' && entry.id === emailId('confirmation', refused))
    expect(failures.length).toBeGreaterThan(0)
    expect(JSON.stringify(failures)).toContain('<address>')
    expect(JSON.stringify(failures)).not.toContain(REFUSED_DOMAIN)
  })
})
