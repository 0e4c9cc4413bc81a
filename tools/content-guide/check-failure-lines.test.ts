import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { checkContentFile } from '#lib/content/check-content-file.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { copyOfFixtureContent, FIXTURE_CONTENT } from '#lib/content/testing/copy-of-fixture-content.ts'

/** The part of CONTENT.md that shows editors the lines a failing check prints. */
const section = /^## When the Content check fails$([\s\S]*?)^## /m.exec(readFileSync('CONTENT.md', 'utf8'))![1]!

/** Every line the section shows: the example in its text block, then the first cell of each row of its table. */
const shownLines = [...[...section.matchAll(/^```text\n(.*)\n```$/gm)].map(([, line]) => line!), ...[...section.matchAll(/^\| `(.*?)` \|.*\|$/gm)].map(([, line]) => line!)]

/** The fixture file a row's mistake is made in: the row's own file when the fixture has it, else one of its folder. */
const fixtureText = (file: string) => readFileSync(join(FIXTURE_CONTENT, file.slice('content/'.length)), 'utf8')

/** A file's own mistake: `change` made to fixture file `from`, checked under the name the row shows; without `change`, the name is the mistake. */
const inFile =
  (from: string, change?: (written: string) => string) =>
  (file: string): string[] => {
    const written = fixtureText(from)
    const changed = change ? change(written) : written
    if (change) expect(changed).not.toBe(written)
    else expect(file).not.toBe(from)
    const [, name, fileName] = /^content\/([^/]+)\/(.+)$/.exec(file)!
    return checkContentFile(name as CollectionName, fileName!, changed).problems.map(formatProblem)
  }

/** A mistake across files, or of a file or folder itself: made by `change` in a copy of the fixture content, which is then loaded whole. */
const inContent =
  (change: (root: string, file: string) => void) =>
  (file: string): string[] => {
    const { root, remove } = copyOfFixtureContent()
    vi.stubEnv('PUBLIC_DIR', join(root, 'public'))
    try {
      change(root, file)
      return loadContent(root).problems.map(formatProblem)
    } finally {
      vi.unstubAllEnvs()
      remove()
    }
  }

/** Writes `text` at `file` of the copy at `root`. */
const write = (root: string, file: string, text: string | Buffer) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}

/**
 * For each line CONTENT.md shows, found by words of its own, the mistake it describes. The file the
 * line names is the file checked, so its name is matched as written; its line number only when the
 * fixture has that file, as it counts the lines of today's content, whose other files the fixture
 * only resembles.
 */
const mistakes: [string, (file: string) => string[]][] = [
  ['visual: "chest" is not allowed', inFile('content/games/chess.md', (written) => written.replace('visual: chess', 'visual: chest'))],
  ['ageLabel: this field is missing', inFile('content/games/uno.md', (written) => written.replace(/^ageLabel: .*\n/m, ''))],
  ['"agelabel" is not a field here', inFile('content/games/chess.md', (written) => written.replace('ageLabel:', 'agelabel:'))],
  ['socials[1].url: should be text, but it is empty', inFile('content/founder/maya-okafor.md', (written) => written.replace('url: "#"', 'url: #'))],
  [
    'the value has a colon followed by a space',
    inFile('content/blog-posts/five-ways-to-make-a-classroom-calmer.md', (written) => written.replace(/^title: .*$/m, 'title: Calm: a guide')),
  ],
  ['the text after " #" is left out', inFile('content/podcasts/building-sensory-friendly-classrooms.md', (written) => written.replace(/^host: (.*)$/m, 'host: $1 #1 host'))],
  [
    'there is no file content/publications/',
    inContent((root, file) => write(root, file, fixtureText(file).replace('nuske-2019-heart-rate-increase', 'nuske-2019-heart-rate-increse'))),
  ],
  ['image: there is no file public/images/', inFile('content/advisors/elena-marsh.md', (written) => written.replace(/^image: .*$/m, 'image: /images/people/elena.svg'))],
  [
    'is also the order of',
    inContent((root, file) =>
      write(
        root,
        file,
        fixtureText('content/advisors/elena-marsh.md')
          .replace(/^name: .*$/m, 'name: James Whitfield')
          .replace(/^bio: .*$/m, 'bio: An inclusion coach.'),
      ),
    ),
  ],
  [
    'is also the name of',
    inContent((root, file) =>
      write(
        root,
        file,
        fixtureText('content/games/chess.md')
          .replace(/^order: .*$/m, 'order: 40')
          .replace(/^link: .*$/m, 'link: https://example.org/'),
      ),
    ),
  ],
  ['this file is not saved as UTF-8', inContent((root, file) => write(root, file, Buffer.from(fixtureText(file).replace(/^description: (.*)$/m, 'description: Café $1'), 'latin1')))],
  ['there is a non-breaking space', inFile('content/games/uno.md', (written) => written.replace('name: Uno', 'name:\u00A0Uno'))],
  ['HTML is not shown on the site', inFile('content/games/chess.md', (written) => written.replace(/^description: A classic/m, 'description: A <b>classic</b>'))],
  [
    'the link http://example.org/story starts with http://',
    inFile(
      'content/blog-posts/five-ways-to-make-a-classroom-calmer.md',
      (written) => `${written.replace(/^#.*\nlink: .*\n/m, '').trimEnd()}\n\nRead [her story](http://example.org/story).\n`,
    ),
  ],
  ['"### My Story" is a heading with 3 #', inFile('content/founder/maya-okafor.md', (written) => written.replace('## My Story', '### My Story'))],
  ['the file name ends in .md twice', inFile('content/podcasts/building-sensory-friendly-classrooms.md')],
  ['this is a folder inside content/games/', inContent((root, file) => write(root, `${file}/go-fish.md`, fixtureText('content/games/uno.md')))],
  ['this file is missing', inContent((root, file) => rmSync(join(root, file)))],
  ['"## Journy" is not a section of this file', inFile('content/partners/riverbend-autism-network.md', (written) => written.replace('## Journey', '## Journy'))],
  ['this line starts with 2 spaces', inFile('content/games/chess.md', (written) => written.replace('order: 4', '  order: 4'))],
  ['cards[2].description: this field is missing', inFile('content/signup-pages/community-signup.md', (written) => written.replace(/^ {4}description: Get guides.*\n/m, ''))],
  ['order: should be a whole number (it is 1.5)', inFile('content/advisors/elena-marsh.md', (written) => written.replace('order: 1', 'order: 1.5'))],
  ['should be whole minutes', inFile('content/podcasts/building-sensory-friendly-classrooms.md', (written) => written.replace(/^durationMinutes: .*$/m, 'durationMinutes: 26:30'))],
  [
    'names a file without its .md ending',
    inFile('content/science-topics/physiological-indicators.md', (written) => written.replace('- goodwin-2019-wearable-biosensor', '- goodwin-2019-wearable-biosensor.md')),
  ],
]

/** A shown line as a pattern: "…" stands for any words, and the line number, unless `exactLine`, for any number. */
const patternOf = (shown: string, exactLine: boolean) => {
  const pattern = shown
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${exactLine ? pattern : pattern.replace(/^([^ :]+):\d+/, '$1:\\d+')}$`)
}

test('every line CONTENT.md shows has its mistake here, and every mistake here its line', () => {
  for (const shown of shownLines) expect({ shown, mistakes: mistakes.filter(([words]) => shown.includes(words)).length }).toEqual({ shown, mistakes: 1 })
  for (const [words] of mistakes) expect(shownLines.filter((shown) => shown.includes(words))).toHaveLength(1)
})

test.each(shownLines)('the check says "%s" of the mistake that line describes', (shown) => {
  const [, make] = mistakes.find(([words]) => shown.includes(words))!
  const file = /^content\/[^ :]+/.exec(shown)![0]
  // A file the fixture has too is checked as it is there, so its line numbers are today's.
  expect(make(file)).toContainEqual(expect.stringMatching(patternOf(shown, existsSync(join(FIXTURE_CONTENT, file.slice('content/'.length))))))
})
