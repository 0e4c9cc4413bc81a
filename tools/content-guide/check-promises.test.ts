import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { checkContentFile } from '#lib/content/check-content-file.ts'
import { collections } from '#lib/content/collections.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { copyOfFixtureContent, FIXTURE_CONTENT } from '#lib/content/testing/copy-of-fixture-content.ts'

/** CONTENT.md as one line of words, so a sentence is found whatever its line breaks. */
const guide = readFileSync('CONTENT.md', 'utf8').replace(/\s+/g, ' ')

/** The fields whose description, as CONTENT.md shows it, promises that a photo is never published there. */
const drawingOnlyFields = (Object.entries(collections) as [CollectionName, (typeof collections)[CollectionName]][]).flatMap(([name, definition]) =>
  Object.entries(definition.schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => /never a photo/.test(field.meta()?.description ?? ''))
    .map(([field, schema]) => ({ name, field, description: schema.meta()!.description! })),
)

test('a field CONTENT.md says never holds a photo refuses one', () => {
  expect(drawingOnlyFields.length).toBeGreaterThan(0)
  for (const { name, field, description } of drawingOnlyFields) {
    expect(guide).toContain(description.replace(/\s+/g, ' '))
    const [fileName] = readdirSync(join(FIXTURE_CONTENT, name)).sort()
    const written = readFileSync(join(FIXTURE_CONTENT, name, fileName!), 'utf8')
    for (const photo of ['/images/people/portrait.jpg', '/images/people/portrait.png', '/images/people/portrait.webp']) {
      const problems = checkContentFile(name, fileName!, written.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${photo}`)).problems
      expect(problems.map(({ message }) => message)).toContainEqual(
        expect.stringContaining(`is a ${/\.[^.]*$/.exec(photo)![0]} picture, and this place shows a drawing or initials (.svg), never a photo: use a drawing saved as .svg`),
      )
    }
  }
})

test('CONTENT.md says the check names a missing sign-up page, and it does', () => {
  expect(guide).toContain('the site cannot be built without any of them (the Content check names a missing one)')
  const { root, remove } = copyOfFixtureContent()
  try {
    for (const slug of collections['signup-pages'].required) rmSync(join(root, 'content/signup-pages', `${slug}.md`))
    const problems = loadContent(root).problems.map(({ file }) => file)
    for (const slug of collections['signup-pages'].required) expect(problems).toContain(`content/signup-pages/${slug}.md`)
  } finally {
    remove()
  }
})

test('CONTENT.md says of nothing that the check lets it through unnoticed: every such promise is made true, and tested here', () => {
  expect(guide).not.toMatch(/(?:Content check|the check)[^.]{0,40}(?:does not|doesn't|cannot|can't|never) (?:notice|see|catch|check)/i)
})
