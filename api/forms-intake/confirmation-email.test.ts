import { describe, expect, test } from 'vitest'
import { promisedTimesIn } from '#lib/content/fields/waiting-time.ts'
import { REPLY_PROMISES } from '#lib/forms/reply-promises.ts'
import { SENT_MESSAGES } from '#pages/_components/forms/sent-messages.ts'
import { closingWords } from '#pages/play-with-me/closing-words.ts'
import { emailComposers } from '../email-composers.server.ts'
import { FORM_DEFINITIONS, FORM_NAMES, type FormName } from '../forms/form-definitions.server.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import { emailId } from '../outbox/email-kind.server.ts'
import { personLinks } from '../secrets/signed-links.server.ts'
import { emailContentWith } from '../testing/email-content.ts'
import { insertSubmission } from '../testing/insert-submission.ts'
import { SAMPLE_SUBMISSIONS } from '../testing/sample-submissions.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'

const links = personLinks('a-secret-for-the-tests')
const SITE = 'https://senseahead.example'

describe.each(TEST_STORE_KINDS)('The confirmation on $name', (kind) => {
  const store = useTestStore(kind)
  const content = emailContentWith()

  async function confirmationOf(form: FormName, data: Record<string, unknown> = SAMPLE_SUBMISSIONS[form], words = content) {
    const { schema, emailField } = FORM_DEFINITIONS[form]
    const fields = Object.fromEntries(Object.entries(data).filter(([field]) => field in schema.def.shape))
    const id = await insertSubmission(store, { form, email: String(fields[emailField]), spam: false, data: fields, notify: true })
    const email = await store.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'submission_id', 'match_id', 'recipient'])
      .where('id', '=', emailId('confirmation', id))
      .executeTakeFirstOrThrow()
    const composers = emailComposers({ db: store.db, staffAddress: 'staff@example.org', content: words, siteUrl: SITE, links })
    await store.db.deleteFrom('mail_outbox').execute()
    return { id, message: (await composers.confirmation(email))! }
  }

  test.each(FORM_NAMES)('of %s goes to the sender with its reference, a link to see or delete it, and how to reach a person', async (form) => {
    const { id, message } = await confirmationOf(form)
    expect(message.to).toBe(String(SAMPLE_SUBMISSIONS[form][FORM_DEFINITIONS[form].emailField]))
    expect(message.text).toContain(submissionReference(id))
    const dataLink = /https:\/\/senseahead\.example\/my-data\/([0-9a-f-]{36}\.\d+\.[\w-]{43})/.exec(message.text)
    expect(links.check(dataLink![1]!, 'see-or-delete')).toEqual({ valid: true, submissionId: id })
    expect(message.text).toContain(content.settings.email)
    expect(message.text).toContain(content.settings.phone)
    expect(message.html).toContain(submissionReference(id))
  })

  /** What the visitor of each form reads about when we answer: the words of its page around the form, then the message after sending. */
  function promisedBefore(form: FormName) {
    const { settings } = content
    const page =
      form === 'contact'
        ? settings.contact.intro
        : form === 'play-signup' || form === 'volunteer-signup'
          ? `${settings.playWithMe.intro} ${closingWords(settings.playWithMe)}`
          : content['signup-pages'].find((entry) => entry.slug === form)!.intro
    return `${page} ${SENT_MESSAGES[form](settings.playWithMe.replyTime).description}`
  }

  test.each(FORM_NAMES)('of %s first repeats the time its page and message after sending promised, in the message’s words', async (form) => {
    // Every form promises when we answer: a figure, or "soon" where the spec's message gives none.
    const promised = new Set(promisedTimesIn(promisedBefore(form)))
    expect(promised.size, 'one time for one wait before sending').toBe(1)
    const { message } = await confirmationOf(form)
    expect(promisedTimesIn(message.text)[0]).toBe([...promised][0])
    const { description } = SENT_MESSAGES[form](content.settings.playWithMe.replyTime)
    expect(description).toContain(REPLY_PROMISES[form](content.settings.playWithMe.replyTime))
    expect(message.text).toContain(REPLY_PROMISES[form](content.settings.playWithMe.replyTime))
  })

  test('holds nothing the visitor typed but their first name, cleaned of control characters', async () => {
    const data = { ...SAMPLE_SUBMISSIONS.contact, name: 'Ada\u202E\u0007\r\nBcc: eve@example.org Lovelace', message: 'A secret message' }
    const { message } = await confirmationOf('contact', data)
    for (const character of ['\r', '\n', '\u202E', '\u0007']) expect(message.subject).not.toContain(character)
    expect(message.subject).toContain('Ada')
    for (const part of [message.subject, message.text, message.html]) {
      expect(part).not.toContain('Lovelace')
      expect(part).not.toContain('Bcc')
      expect(part).not.toContain('A secret message')
    }
  })

  test("the Play With Me registration never names the child: the parent's own name is not asked", async () => {
    const { message } = await confirmationOf('play-signup')
    for (const part of [message.subject, message.text, message.html]) expect(part).not.toContain(String(SAMPLE_SUBMISSIONS['play-signup'].childName))
  })

  test('the words come from the content: other words make another email', async () => {
    const other = emailContentWith({
      file: 'volunteer-signup.md',
      edit: (source) => source.replace(/^subject: .*$/m, 'subject: Thanks a lot, {firstName}!').concat('\nSee you soon.\n'),
    })
    const { message } = await confirmationOf('volunteer-signup', SAMPLE_SUBMISSIONS['volunteer-signup'], other)
    expect(message.subject).toBe('Thanks a lot, Vic!')
    expect(message.text).toContain('See you soon.')
  })
})
