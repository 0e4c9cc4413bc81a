import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

/** A fixture file of `name` changed by `change`, and the messages the single-file check gives of it. */
function messagesOf(name: CollectionName, change: (written: string) => string): string[] {
  const [fileName] = readdirSync(join(FIXTURE_CONTENT, name)).sort()
  const written = readFileSync(join(FIXTURE_CONTENT, name, fileName!), 'utf8')
  const changed = change(written)
  expect(changed).not.toBe(written)
  return checkContentFile(name, fileName!, changed).problems.map(({ message }) => message)
}

/** What CONTENT.md says the check does, each sentence as it is written there, with a mistake that shows it. */
const promises: [string, () => void][] = [
  [
    'The check reports a path with no file behind it.',
    () =>
      expect(messagesOf('advisors', (written) => written.replace(/^image: .*$/m, 'image: /images/people/nobody-here.svg'))).toContainEqual(
        expect.stringContaining('there is no file'),
      ),
  ],
  [
    'A placeholder the email cannot use (a misspelt one, like `{firstname}`) is a Content check problem on its line, which names the one you probably meant.',
    () => expect(messagesOf('emails', (written) => written.replace('{siteName}', '{sitename}'))).toContainEqual(expect.stringContaining('Did you mean {siteName}?')),
  ],
  [
    'HTML tags such as `<br>` or `<b>` are not shown on the site, and the check tells you what to write instead.',
    () => expect(messagesOf('research-projects', (written) => `${written.trimEnd()}\n\nIt is <b>new</b>.\n`)).toContainEqual(expect.stringContaining('write bold text as **text**')),
  ],
  [
    "as the content editor's Rich Text mode saves what is typed there, would show the signs as written: the check refuses it, with the line to write.",
    () =>
      expect(messagesOf('research-projects', (written) => `${written.trimEnd()}\n\n\\[the study](https://example.org/study)\n`)).toContainEqual(
        expect.stringContaining('so the line reads: [the study](https://example.org/study)'),
      ),
  ],
  [
    "An address written on its own, `https://example.org/guide`, is a link too, as GitHub's preview shows it, and follows the same rules (`http://example.org` is refused, with the line to write)",
    () =>
      expect(messagesOf('research-projects', (written) => `${written.trimEnd()}\n\nSee http://example.org for more.\n`)).toContainEqual(
        expect.stringContaining('starts with http://; links must be secure: write https://example.org'),
      ),
  ],
  [
    'no two files of one folder may share a number: the check names both files.',
    () => {
      const { root, remove } = copyOfFixtureContent()
      try {
        const [first, second] = readdirSync(join(root, 'content/games')).sort()
        const order = /^order: (\d+)$/m.exec(readFileSync(join(root, 'content/games', first!), 'utf8'))![1]
        const path = join(root, 'content/games', second!)
        writeFileSync(path, readFileSync(path, 'utf8').replace(/^order: .*$/m, `order: ${order}`))
        const files = loadContent(root)
          .problems.filter(({ field }) => field === 'order')
          .map(({ file }) => file)
        expect(files.sort()).toEqual([`content/games/${first}`, `content/games/${second}`])
      } finally {
        remove()
      }
    },
  ],
]

test.each(promises)('CONTENT.md says "%s", and the check does so', (sentence, show) => {
  expect(guide).toContain(sentence)
  show()
})

test('CONTENT.md says of nothing that the check lets it through unnoticed: every such promise is made true, and tested here', () => {
  expect(guide).not.toMatch(/(?:Content check|the check)[^.]{0,40}(?:does not|doesn't|cannot|can't|never) (?:notice|see|catch|check)/i)
})
