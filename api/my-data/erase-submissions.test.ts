import { beforeEach, describe, expect, test } from 'vitest'
import { storeSubmissions } from '../forms-intake/store-submissions.server.ts'
import { insertSubmission } from '../testing/insert-submission.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { eraseSubmissions } from './erase-submissions.server.ts'
import { previewErasure } from './preview-erasure.server.ts'

const from = (email: string, form: 'contact' | 'play-signup' = 'contact', spam = false) => ({
  form,
  email,
  spam,
  data: form === 'contact' ? { name: 'Ada', email, subject: 'other', message: 'About my family.', newsletter: false } : { childName: 'Robin', parentEmail: email },
  notify: true,
})

describe.each(TEST_STORE_KINDS)('Erasing everything about an email address on $name', (kind) => {
  const store = useTestStore(kind)
  beforeEach(async () => {
    for (const table of ['audit_log', 'mail_outbox', 'used_form_tokens', 'submissions'] as const) await store.db.deleteFrom(table).execute()
  })
  const ids = async (table: 'submissions' | 'mail_outbox' | 'used_form_tokens') => {
    if (table === 'submissions') return (await store.db.selectFrom(table).select('id').execute()).map((row) => row.id).sort()
    return [...new Set((await store.db.selectFrom(table).select('submission_id').execute()).map((row) => row.submission_id))].sort()
  }

  test('the preview lists, per form, exactly what the erasure then deletes, and nothing of anyone else', async () => {
    const family = [
      await insertSubmission(store, from('Parent@Example.org'), new Date('2026-01-01T00:00:00Z')),
      await insertSubmission(store, from('parent@example.org', 'play-signup'), new Date('2026-01-02T00:00:00Z')),
      await insertSubmission(store, from('parent@example.org', 'play-signup', true), new Date('2026-01-03T00:00:00Z')),
    ]
    const [withToken] = await storeSubmissions(
      store,
      [{ ...from('parent@example.org'), formToken: { id: 'b'.repeat(22), expiresAt: new Date('2099-01-01T00:00:00Z') } }],
      new Date('2026-01-04T00:00:00Z'),
    )
    family.push(withToken!.id)
    const others = [await insertSubmission(store, from('other@example.org')), await insertSubmission(store, from('xparent@example.org', 'play-signup'))]
    const [othersToken] = await storeSubmissions(store, [{ ...from('other@example.org'), formToken: { id: 'c'.repeat(22), expiresAt: new Date('2099-01-01T00:00:00Z') } }])
    others.push(othersToken!.id)

    const preview = await previewErasure(store, '  PARENT@example.org ')
    expect(preview).toEqual({
      email: 'parent@example.org',
      forms: [
        { form: 'contact', ids: [family[0], family[3]] },
        { form: 'play-signup', ids: [family[1], family[2]] },
      ],
      total: 4,
      fingerprint: expect.stringMatching(/^[\w-]{43}$/),
    })
    // The fingerprint stands for these submissions: one more from the address changes it.
    const extra = await insertSubmission(store, from('parent@example.org'))
    expect((await previewErasure(store, 'parent@example.org')).fingerprint).not.toBe(preview.fingerprint)
    await eraseSubmissions(store, { ids: [extra], actor: 'ada' })
    expect((await previewErasure(store, 'parent@example.org')).fingerprint).toBe(preview.fingerprint)
    await store.db.deleteFrom('audit_log').execute()
    const erased = await eraseSubmissions(store, { ids: preview.forms.flatMap((form) => form.ids), email: preview.email, actor: 'ada' })
    expect(erased).toEqual({
      forms: expect.arrayContaining([
        { form: 'contact', count: 2 },
        { form: 'play-signup', count: 2 },
      ]),
      total: 4,
    })
    expect(await ids('submissions')).toEqual([...others].sort())
    // Their notices and used tokens go with them; everyone else's stay.
    expect(await ids('mail_outbox')).toEqual([...others].sort())
    expect(await ids('used_form_tokens')).toEqual([othersToken!.id])
    expect((await previewErasure(store, 'parent@example.org')).total).toBe(0)
    const audit = await store.db.selectFrom('audit_log').selectAll().execute()
    expect(audit.map(({ action, form, count, submission_id }) => ({ action, form, count, submission_id })).sort((a, b) => a.form!.localeCompare(b.form!))).toEqual([
      { action: 'erased', form: 'contact', count: 2, submission_id: null },
      { action: 'erased', form: 'play-signup', count: 2, submission_id: null },
    ])
    expect(JSON.stringify(audit)).not.toContain('parent@')
  })

  test('erases only what the preview showed: a submission that came after it, or an id of someone else, stays', async () => {
    const shown = await insertSubmission(store, from('parent@example.org'))
    const someoneElse = await insertSubmission(store, from('other@example.org'))
    const preview = await previewErasure(store, 'parent@example.org')
    const later = await insertSubmission(store, from('parent@example.org'))
    const erased = await eraseSubmissions(store, { ids: [...preview.forms.flatMap((form) => form.ids), someoneElse], email: preview.email, actor: 'ada' })
    expect(erased.total).toBe(1)
    expect(await ids('submissions')).toEqual([someoneElse, later].sort())
    expect(shown).not.toBe(later)
  })

  test('nothing to erase records nothing', async () => {
    expect(await eraseSubmissions(store, { ids: [], actor: 'ada' })).toEqual({ forms: [], total: 0 })
    expect(await eraseSubmissions(store, { ids: ['no-such-id'], actor: 'ada' })).toEqual({ forms: [], total: 0 })
    expect(await store.db.selectFrom('audit_log').selectAll().execute()).toEqual([])
  })
})
