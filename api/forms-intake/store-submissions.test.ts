import { beforeEach, describe, expect, test } from 'vitest'
import { submissionReference } from '../forms/submission-reference.server.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { storeSubmissions, type NewSubmission } from './store-submissions.server.ts'

const contact = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  form: 'contact',
  email: 'Ada@Example.org',
  spam: false,
  data: { name: 'ÁDA Lovelace', email: 'Ada@Example.org', subject: 'other', message: 'Hello there, friends.', newsletter: false },
  notify: false,
  ...overrides,
})

describe.each(TEST_STORE_KINDS)('Stored submissions on $name', (kind) => {
  const store = useTestStore(kind)
  beforeEach(async () => {
    for (const table of ['used_form_tokens', 'mail_outbox', 'submissions'] as const) await store.db.deleteFrom(table).execute()
  })
  const row = (id: string) => store.db.selectFrom('submissions').select(['spam', 'spam_reasons', 'status', 'note', 'search_text']).where('id', '=', id).executeTakeFirstOrThrow()

  test('keep why they were flagged, start as new without a note, and are searchable by folded name, address and reference', async () => {
    const [clean, flagged] = await storeSubmissions(store, [contact(), contact({ spam: true, spamReasons: ['hidden-field-filled', 'token-expired'] })])
    expect(await row(clean!.id)).toEqual({
      spam: 0,
      spam_reasons: '[]',
      status: 'new',
      note: null,
      search_text: `ada lovelace\nada@example.org\n${submissionReference(clean!.id).replaceAll('-', '').toLowerCase()}`,
    })
    expect(await row(flagged!.id)).toMatchObject({ spam: 1, spam_reasons: '["hidden-field-filled","token-expired"]' })
  })

  test('a form token used again adds token-used to the reasons the submission already had', async () => {
    const formToken = { id: 'd'.repeat(22), expiresAt: new Date('2099-01-01T00:00:00Z') }
    const [first] = await storeSubmissions(store, [contact({ formToken })])
    const [again, tooFast] = await storeSubmissions(store, [contact({ formToken }), contact({ formToken, spam: true, spamReasons: ['too-young'] })])
    expect(await row(first!.id)).toMatchObject({ spam: 0, spam_reasons: '[]' })
    expect(await row(again!.id)).toMatchObject({ spam: 1, spam_reasons: '["token-used"]' })
    expect(await row(tooFast!.id)).toMatchObject({ spam: 1, spam_reasons: '["too-young","token-used"]' })
  })
})
