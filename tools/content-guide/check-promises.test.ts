import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { z } from 'zod'
import { checkContentFile } from '#lib/content/check-content-file.ts'
import { collections } from '#lib/content/collections.ts'
import type { JsonSchemaNode } from '#lib/content/json-schema-node.ts'
import { jsonSchemas } from '#lib/content/json-schemas.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { copyOfFixtureContent, FIXTURE_CONTENT } from '#lib/content/testing/copy-of-fixture-content.ts'
import { pngHeader } from '#lib/content/testing/png-header.ts'
import { withSiteLinksChecked } from '#tools/content-check/site-link-problems.ts'

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

/** Runs `show` on a copy of the fixture content, whose pictures are looked for in its own public folder. */
function withContent(show: (root: string) => void): void {
  const { root, remove } = copyOfFixtureContent()
  vi.stubEnv('PUBLIC_DIR', join(root, 'public'))
  try {
    show(root)
  } finally {
    vi.unstubAllEnvs()
    remove()
  }
}

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
    "the Content check refuses any time before it (the first time a person reads must be the one they were promised), a time of an email's own for when we write to the person",
    () => {
      expect(messagesOf('emails', (written) => written.replace('{promise}', 'We hope to answer soon. {promise}'))).toContainEqual(
        expect.stringContaining('names a time (soon) before {promise}'),
      )
      expect(messagesOf('emails', (written) => written.replace('{promise}', '{promise} We will write to you within 3 weeks.'))).toContainEqual(
        expect.stringContaining('gives a time of its own (3 weeks) for when we write to the person'),
      )
    },
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
  [
    '`http://` and `javascript:` links are refused, and so are a link without words and link syntax the page would show as written (`[words] (…)` with a space).',
    () => {
      for (const [paragraph, refusal] of [
        ['See [the study](http://example.org/study).', 'starts with http://'],
        ['See [the study](javascript:alert(1)).', 'is not a web address'],
        ['See [](https://example.org/study).', 'has no words between its brackets'],
        ['See [the study] (https://example.org/study).', 'because of the space between ] and ('],
      ]) {
        expect(messagesOf('research-projects', (written) => `${written.trimEnd()}\n\n${paragraph}\n`)).toContainEqual(expect.stringContaining(refusal!))
      }
    },
  ],
  [
    'HTML (`<b>`), Markdown (`**bold**`, `[a link](…)`) and codes such as `&amp;` are refused there; write `&` itself.',
    () => {
      for (const value of ['A <b>calm</b> game', 'A **calm** game', 'A [calm](https://example.org) game', 'Calm &amp; quiet']) {
        expect(messagesOf('games', (written) => written.replace(/^description: .*$/m, `description: ${value}`)).length).toBeGreaterThan(0)
      }
    },
  ],
  [
    'Keep these names: the Content check refuses a missing file and a file of another name.',
    () =>
      withContent((root) => {
        const [first, second] = readdirSync(join(root, 'content/emails')).sort()
        rmSync(join(root, 'content/emails', first!))
        writeFileSync(join(root, 'content/emails/thank-you.md'), readFileSync(join(root, 'content/emails', second!), 'utf8'))
        const { problems } = loadContent(root)
        expect(problems).toContainEqual(expect.objectContaining({ file: 'content/emails', message: expect.stringContaining(`${first} is missing`) }))
        expect(problems).toContainEqual(expect.objectContaining({ file: 'content/emails/thank-you.md', message: expect.stringContaining('this file is never used') }))
      }),
  ],
  [
    'A link to a page or section the site does not have (`/reserch`) is refused, with the page meant; the check looks at these links once the content has no other problem',
    () => {
      const { root, remove } = copyOfFixtureContent()
      try {
        const path = join(root, 'content/research-projects', readdirSync(join(root, 'content/research-projects')).sort()[0]!)
        writeFileSync(path, `${readFileSync(path, 'utf8').trimEnd()}\n\nSee [our research](/reserch).\n`)
        expect(withSiteLinksChecked(loadContent(root), join(root, 'content')).problems).toContainEqual(
          expect.objectContaining({ message: expect.stringMatching(/the link \/reserch leads to no page of this site.*Did you mean \/research\?/) }),
        )
      } finally {
        remove()
      }
    },
  ],
  [
    'A file saved by an older program in another encoding would show "�" for its accented letters and curly quotes, so the check names each such line.',
    () =>
      withContent((root) => {
        const path = join(root, 'content/games', readdirSync(join(root, 'content/games')).sort()[0]!)
        const written = readFileSync(path, 'utf8').replace(/^name: .*$/m, 'name: Café game')
        writeFileSync(path, Buffer.from(written, 'latin1'))
        const line = written.split('\n').findIndex((each) => each.startsWith('name:')) + 1
        expect(loadContent(root).problems).toContainEqual(expect.objectContaining({ line, message: expect.stringContaining('not saved as UTF-8') }))
      }),
  ],
  [
    'Write it in lower case letters, digits and dashes: `go-fish.md`, not `Go Fish.md`.',
    () => {
      const written = readFileSync(join(FIXTURE_CONTENT, 'games', readdirSync(join(FIXTURE_CONTENT, 'games')).sort()[0]!), 'utf8')
      expect(checkContentFile('games', 'Go Fish.md', written).problems).not.toEqual([])
      expect(checkContentFile('games', 'go-fish.md', written).problems).toEqual([])
    },
  ],
  [
    '**Names**: lower case letters, digits and dashes, no spaces: `sam-okonkwo.svg`, not `Sam Okonkwo.SVG`.',
    () =>
      expect(messagesOf('advisors', (written) => written.replace(/^image: .*$/m, 'image: "/images/people/Sam Okonkwo.SVG"'))).toContainEqual(
        expect.stringContaining('file names cannot have spaces'),
      ),
  ],
  [
    'A note must have its own line: ` #` after a value on the same line would cut the value short there, so the check reports it.',
    () => expect(messagesOf('games', (written) => written.replace(/^name: (.*)$/m, 'name: $1 #1'))).toContainEqual(expect.stringContaining('YAML reads it as a note')),
  ],
  [
    'A photo must be at least as large as the last column says, so it stays sharp, and at most 25 MB; the check names a picture that is too small or too large, with its size.',
    () =>
      withContent((root) => {
        // Each row of the table of folders, held to the check on a file whose picture is in that folder.
        const rows: [string, CollectionName][] = [
          ['people', 'advisors'],
          ['podcasts', 'podcasts'],
          ['blog', 'blog-posts'],
        ]
        for (const [folder, name] of rows) {
          const [, width, height] = new RegExp(`\\| \`public/images/${folder}/\` \\|[^|]*\\|[^|]*\\| (\\d+) × (\\d+) pixels \\|`).exec(guide)!.map(Number)
          const relative = `content/${name}/${readdirSync(join(root, 'content', name)).sort()[0]!}`
          const file = join(root, relative)
          const written = readFileSync(file, 'utf8')
          const pictures = join(root, 'public/images', folder)
          mkdirSync(pictures, { recursive: true })
          const sized = (picture: string, bytes: Buffer, size?: number) => {
            writeFileSync(join(pictures, picture), bytes)
            if (size) truncateSync(join(pictures, picture), size)
            writeFileSync(file, written.replace(/^image: .*$/m, `image: /images/${folder}/${picture}`))
            return loadContent(root)
              .problems.filter((problem) => problem.file === relative && problem.field === 'image')
              .map(({ message }) => message)
          }
          expect(sized('large-enough.png', pngHeader(width!, height!))).toEqual([])
          expect(sized('too-narrow.png', pngHeader(width! - 1, height!))).toEqual([expect.stringContaining(`is ${width! - 1}×${height} pixels`)])
          expect(sized('too-low.png', pngHeader(width!, height! - 1))).toEqual([expect.stringContaining(`is ${width}×${height! - 1} pixels`)])
          expect(sized('too-heavy.png', pngHeader(width!, height!), 26 * 1024 * 1024)).toEqual([expect.stringContaining('is 26 MB; a picture may be at most 25 MB')])
          writeFileSync(file, written)
        }
      }),
  ],
]

test.each(promises)('CONTENT.md says "%s", and the check does so', (sentence, show) => {
  expect(guide).toContain(sentence)
  show()
})

test('CONTENT.md says of nothing that the check lets it through unnoticed: every such promise is made true, and tested here', () => {
  expect(guide).not.toMatch(/(?:Content check|the check)[^.]{0,40}(?:does not|doesn't|cannot|can't|never) (?:notice|see|catch|check)/i)
})

/** Every top-level field whose table row in CONTENT.md lists the endings a path may have, with them. */
const pathFields = (Object.entries(jsonSchemas()) as [CollectionName, string][]).flatMap(([name, schema]) =>
  Object.entries((JSON.parse(schema) as JsonSchemaNode).properties ?? {}).flatMap(([field, property]) => {
    const endings = /ending in (.+)$/.exec(property.patternErrorMessage ?? '')?.[1]
    return endings ? [{ name, field, rule: property.patternErrorMessage!, endings: endings.split(', ') }] : []
  }),
)

test('the endings the field tables allow a path are the ones the check lets through, and no others', () => {
  expect(pathFields.map(({ field }) => field)).toContain('image')
  for (const { name, field, rule, endings } of pathFields) {
    expect(guide).toContain(`Text that ${rule}.`)
    for (const ending of ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.mp4', '.webm', '.heic']) {
      const path = `/images/people/someone-new${ending}`
      // The file is not there: that the check says so is the only problem a listed ending may have.
      const refusals = messagesOf(name, (written) => written.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${path}`)).filter((message) => message.includes(path))
      const others = refusals.filter((message) => !message.includes('there is no file'))
      // A refused ending is named with the endings the table gives, and no others.
      for (const message of others) if (message.includes('must end in')) expect(message).toContain(`must end in ${endings.join(', ')} (`)
      expect({ name, field, ending, refused: others.length > 0 }).toEqual({ name, field, ending, refused: !endings.includes(ending) })
    }
  }
})
