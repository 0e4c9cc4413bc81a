import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { checkContentFile } from './check-content-file.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { formatProblem } from './format-problem.ts'
import { applyFix } from './testing/apply-fix.ts'
import { FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'

/** A fixture file of `collection` whose frontmatter or text is changed by `change`: what the check says of it. */
function check(collection: CollectionName, fileName: string, change: (source: string) => string) {
  const written = change(readFileSync(join(FIXTURE_CONTENT, collection, fileName), 'utf8'))
  expect(written).not.toBe(readFileSync(join(FIXTURE_CONTENT, collection, fileName), 'utf8'))
  const problems = checkContentFile(collection, fileName, written).problems
  const lineOf = (text: string) => written.split('\n').findIndex((line) => line.includes(text)) + 1
  return { written, problems, lines: problems.map(formatProblem), lineOf, fixed: () => checkContentFile(collection, fileName, applyFix(written, problems[0]!)).problems }
}
const POST = ['blog-posts', 'five-ways-to-make-a-classroom-calmer.md'] as const
const EPISODE = ['podcasts', 'building-sensory-friendly-classrooms.md'] as const

test.each([
  ['advisors', 'elena-marsh.md'],
  ['games', 'chess.md'],
  ['research-projects', 'wearable-early-warning-pilot.md'],
] as const)('a decimal for the order of %s says to number with gaps, and is not rounded onto a neighbour', (collection, fileName) => {
  const { lines, problems, lineOf } = check(collection, fileName, (source) => source.replace(/^order: (\d+)$/m, 'order: $1.5'))
  expect(lines).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/${collection}/${fileName}:${lineOf('order:')} order: should be a whole number \\(it is \\d+\\.5\\)\\. To put an entry between two others, number the entries with gaps, like 10, 20, 30, and give it one in between, like 15$`,
      ),
    ),
  ])
  expect(problems[0]!.fix).toBeUndefined()
})

test.each([
  [...POST, 'readTimeMinutes', '4.5', 'a whole number from 1 to 300', 5],
  [...EPISODE, 'durationMinutes', '26.2', 'a whole number from 1 to 300', 26],
  ['publications', 'goodwin-2019-wearable-biosensor.md', 'year', '2019.5', 'a whole number from 1900 to 2100', 2020],
] as const)('a decimal where a whole number belongs (%s %s) names the range the field takes', (collection, fileName, field, typed, range, meant) => {
  const { lines, lineOf, fixed } = check(collection, fileName, (source) => source.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${typed}`))
  expect(lines).toEqual([`content/${collection}/${fileName}:${lineOf(`${field}:`)} ${field}: should be ${range}, without a decimal point (it is ${typed}): write ${meant}`])
  expect(fixed()).toEqual([])
})

test.each([
  [...POST, 'readTimeMinutes', '4:30', 'minutes and seconds', 5],
  [...EPISODE, 'durationMinutes', '26:29', 'minutes and seconds', 26],
  [...EPISODE, 'durationMinutes', '1:05:00', 'hours, minutes and seconds', 65],
] as const)('a time with a colon for a length (%s %s: %s) says whole minutes, with the minutes to write', (collection, fileName, field, typed, kind, meant) => {
  const { lines, lineOf, fixed } = check(collection, fileName, (source) => source.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${typed}`))
  expect(lines).toEqual([
    `content/${collection}/${fileName}:${lineOf(`${field}:`)} ${field}: should be whole minutes, like 5, not a time in ${kind} with a colon (it is "${typed}"): write ${meant}`,
  ])
  expect(fixed()).toEqual([])
})

test('a number with its unit written after it says to write the number alone', () => {
  const { lines, lineOf, fixed } = check(...POST, (source) => source.replace(/^readTimeMinutes: .*$/m, 'readTimeMinutes: 6 mins'))
  expect(lines).toEqual([
    `content/blog-posts/${POST[1]}:${lineOf('readTimeMinutes:')} readTimeMinutes: should be the number alone, without a word after it (it is "6 mins"): write 6`,
  ])
  expect(fixed()).toEqual([])
})

test.each([
  ['science-topics', 'physiological-indicators.md', /^(publications:\n {2}- )([a-z0-9-]+)$/m, '$1$2.md', 'publications[1]'],
  ['science-topics', 'physiological-indicators.md', /^(publications:\n {2}- )([a-z0-9-]+)$/m, '$1$2.MD', 'publications[1]'],
] as const)('a reference written with its file ending says to leave out .md, with the name to write', (collection, fileName, pattern, replacement, field) => {
  const { lines, fixed } = check(collection, fileName, (source) => source.replace(pattern, replacement))
  expect(lines).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/${collection}/${fileName}:\\d+ ${field.replace(/[[\]]/g, '\\$&')}: names a file without its \\.md ending; leave out \\.md: write "[a-z0-9-]+" \\(it is "[a-z0-9-]+\\.md"\\)$`,
        'i',
      ),
    ),
  ])
  expect(fixed()).toEqual([])
})

test.each([
  ['description', '    description: Get guides'],
  ['title', '  - title: Practical Resources'],
])("a card's missing %s is told on the card's own line, with where its line goes and how far to indent it", (field, removed) => {
  const { lines, written } = check('signup-pages', 'community-signup.md', (source) =>
    field === 'title' ? source.replace(`${removed}\n    description:`, '  - description:') : source.replace(new RegExp(`${removed}.*\\n`), ''),
  )
  const cardLine = written.split('\n').findIndex((line) => (field === 'title' ? line.startsWith('  - description: Get guides') : line === '  - title: Practical Resources')) + 1
  expect(lines).toEqual([
    `content/signup-pages/community-signup.md:${cardLine} cards[2].${field}: this field is missing. Add a line "${field}:" with text, below line ${cardLine}, starting with 4 spaces like the item's other fields`,
  ])
})

test.each([
  ['## Biography', '## About me', '"## About me" is not a section of this file, and "## Biography" is missing: if this is its heading, write "## Biography"'],
  ['## My Story', '## Story', '"## Story" is not a section of this file, and "## My Story" is missing: if this is its heading, write "## My Story"'],
  ['## My Story', '## My Storey', '"## My Storey" is not a section of this file. Did you mean "## My Story"?'],
  ['## My Story', 'My Story', '"My Story" is not read as a section heading without ## before it: write "## My Story"'],
  ['## My Story', '**My Story**', '"**My Story**" is not read as a section heading without ## before it: write "## My Story"'],
])('a section heading %s written as %s is told once, on its line, with the heading to write', (right, typed, message) => {
  const { lines, lineOf, fixed } = check('founder', 'maya-okafor.md', (source) => source.replace(right, typed))
  expect(lines).toEqual([expect.stringContaining(`content/founder/maya-okafor.md:${lineOf(typed)} text: ${message}`)])
  expect(fixed()).toEqual([])
})

test("a section heading's words in a line of text are text, where the section is written right", () => {
  const { problems } = check('founder', 'maya-okafor.md', (source) => source.replace('## My Story\n', '## My Story\n\nMy Story\n'))
  expect(problems).toEqual([])
})

test.each([
  [
    'cardsHeading: Community Benefits',
    'cardsHeading: [Community Benefits]',
    'should be text, but a value starting with [ is read as a list: put the whole value in double quotes, like "[Community Benefits]", or leave out the brackets [ ]',
  ],
  [
    'cardsHeading: Community Benefits',
    'cardsHeading: Community: Benefits',
    'the value has a colon followed by a space, which YAML reads as the start of another field; put the whole value in double quotes: cardsHeading: "Community: Benefits"',
  ],
  ['cardsHeading: Community Benefits', 'cardsHeading:Community Benefits', 'put a space after the colon: cardsHeading: Community Benefits'],
])('a YAML mistake (%s typed as %s) says what was typed and what to write', (right, typed, message) => {
  const { lines, lineOf } = check('signup-pages', 'community-signup.md', (source) => source.replace(right, typed))
  expect(lines).toEqual([
    expect.stringMatching(new RegExp(`^content/signup-pages/community-signup\\.md:${lineOf(typed)}( cardsHeading)?: ${message.replace(/[[\]().*?"{}]/g, '\\$&')}$`)),
  ])
})

test('a list item indented unlike the others says how many spaces it has and how many to give it', () => {
  const { lines, lineOf, fixed } = check('signup-pages', 'community-signup.md', (source) => source.replace('  - title: Practical Resources', '   - title: Practical Resources'))
  expect(lines[0]).toBe(
    `content/signup-pages/community-signup.md:${lineOf('   - title: Practical')}: the items of a list must all start at the same place, and this one starts with 3 spaces: start it with 2, like the list's other items`,
  )
  expect(fixed()).toEqual([])
})

test.each([
  ['order: ', '  order: ', 'this line starts with 2 spaces, and the field above with none: start it at the same place, order: '],
  ['ageLabel: ', '- ageLabel: ', 'this line starts with "- ", which makes it an item of a list, but the line above starts no list: remove the "- ", so the line reads ageLabel: '],
  ['name: Chess', 'name: "Chess" board game', 'the value has words after its closing quote, which YAML cannot read: put the whole value inside the quotes: name: "Chess board game"'],
])('a line YAML cannot read (%s written as %s) is told with what was typed and the line to write', (right, typed, message) => {
  const { lines, lineOf, fixed } = check('games', 'chess.md', (source) => source.replace(right, typed))
  expect(lines).toEqual([expect.stringContaining(`content/games/chess.md:${lineOf(typed)}: ${message}`)])
  expect(fixed()).toEqual([])
})

test('a time with a colon where a number other than minutes belongs is not read as minutes', () => {
  const { lines } = check('publications', 'goodwin-2019-wearable-biosensor.md', (source) => source.replace(/^year: .*$/m, 'year: "20:19"'))
  expect(lines).toEqual([expect.not.stringContaining('minutes')])
})
