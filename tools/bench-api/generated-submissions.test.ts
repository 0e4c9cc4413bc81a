import { describe, expect, test } from 'vitest'
import { FORM_NAMES, FORMS } from '#lib/forms/form-registry.ts'
import { generatedSubmissions, LARGEST_FORM, SOUGHT, SOUGHT_COUNT } from './generated-submissions.ts'

describe("The benchmark's generated sign-ups", () => {
  const rows = [...generatedSubmissions(5_000, 1_000, new Date('2026-11-01T00:00:00Z'))].flat()

  test('come in batches, in order of time, each with its own id', () => {
    expect(rows).toHaveLength(5_000)
    expect(rows.map((row) => row.created_at)).toEqual(rows.map((row) => row.created_at).sort())
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length)
  })

  test("hold answers each form's own checks accept, as the server stores them", async () => {
    for (const form of FORM_NAMES) {
      const schema = await FORMS[form].loadSchema()
      const ofForm = rows.filter((row) => row.form === form).slice(0, 50)
      expect(ofForm.length).toBeGreaterThan(0)
      for (const row of ofForm) expect(schema.safeParse(JSON.parse(row.data)).success, row.data).toBe(true)
    }
  })

  test('spread over every form, the largest taking the most, a few flagged as likely spam', () => {
    const perForm = new Map(FORM_NAMES.map((form) => [form, rows.filter((row) => row.form === form).length]))
    for (const form of FORM_NAMES) expect(perForm.get(form)).toBeGreaterThan(0)
    expect(Math.max(...perForm.values())).toBe(perForm.get(LARGEST_FORM))
    const spam = rows.filter((row) => row.spam === 1).length / rows.length
    expect(spam).toBeGreaterThan(0.05)
    expect(spam).toBeLessThan(0.12)
  })

  test('a search term of each sought person finds their sign-ups in the largest form, and nobody else', () => {
    for (const person of Object.values(SOUGHT)) {
      const found = rows.filter((row) => row.search_text!.includes(person.term))
      expect(found).toHaveLength(SOUGHT_COUNT)
      for (const row of found) expect([row.form, row.email]).toEqual([LARGEST_FORM, person.email])
    }
  })
})
