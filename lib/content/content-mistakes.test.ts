import { cpSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { copyOfFixtureContent, FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'
import { checkContentFile } from './check-content-file.ts'
import { collections } from './collections.ts'
import { crossFileProblems } from './cross-file-problems.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'

const folders = Object.keys(collections).join(', ')

let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
afterEach(() => remove())

const lines = () => loadContent(root).problems.map(formatProblem)

test('a file in the wrong folder is asked whether it belongs to the folder its fields come from', () => {
  renameSync(join(root, 'content/podcasts/building-sensory-friendly-classrooms.md'), join(root, 'content/blog-posts/building-sensory-friendly-classrooms.md'))
  // The podcast folder is now empty, which is a problem of its own.
  expect(lines()).toContain(
    'content/blog-posts/building-sensory-friendly-classrooms.md:1: description, host, durationMinutes, audioUrl are fields of podcasts files, not of blog-posts files: is this a podcasts file? Then move it to content/podcasts/',
  )
  expect(lines().filter((line) => line.startsWith('content/blog-posts/building-sensory-friendly-classrooms.md'))).toHaveLength(1)
})

test('a content file at the top of content/ is called a file, with the folder it looks like it belongs to', () => {
  renameSync(join(root, 'content/games/uno.md'), join(root, 'content/uno.md'))
  expect(lines()).toEqual(['content/uno.md: this file is not in a content folder, so it is not published. It looks like a games file: move it to content/games/.'])
})

test('any other file at the top of content/ is called a file too', () => {
  writeFileSync(join(root, 'content/notes.txt'), 'to do')
  expect(lines()).toEqual(['content/notes.txt: this file is not in a content folder, so it is not published. Remove it, or move it into the folder it belongs to.'])
})

test('a folder that is not a collection ends its list of folders with a full stop', () => {
  cpSync(join(root, 'content/games'), join(root, 'content/misc'), { recursive: true })
  expect(lines()).toEqual([`content/misc: this is not a content folder, so nothing in it is published. Folders: ${folders}.`])
})

test('two files with the same order are reported even when one of them has another problem', () => {
  const uno = join(root, 'content/games/uno.md')
  const chess = readFileSync(join(root, 'content/games/chess.md'), 'utf8')
  const chessOrder = /^order: (\d+)$/m.exec(chess)![1]
  writeFileSync(
    uno,
    readFileSync(uno, 'utf8')
      .replace(/^order: \d+$/m, `order: ${chessOrder}`)
      .replace(/^visual: .*$/m, 'visual: nothing'),
  )
  const line = readFileSync(uno, 'utf8').split('\n').indexOf(`order: ${chessOrder}`) + 1
  expect(lines()).toContain(`content/games/uno.md:${line} order: ${chessOrder} is also the order of content/games/chess.md; give each file its own number`)
})

test('a reference to an entry that exists but has problems says so, not that there is no file', () => {
  const publication = join(root, 'content/publications/goodwin-2019-wearable-biosensor.md')
  writeFileSync(publication, readFileSync(publication, 'utf8').replace(/^year: .*$/m, 'year: soon'))
  const topic = 'content/science-topics/physiological-indicators.md'
  const line = readFileSync(join(root, topic), 'utf8').split('\n').indexOf('  - goodwin-2019-wearable-biosensor') + 1
  expect(lines()).toContain(
    `${topic}:${line} publications[1]: content/publications/goodwin-2019-wearable-biosensor.md has problems of its own, listed on its lines; once they are fixed this reference works`,
  )
  expect(lines().some((each) => each.startsWith('content/publications/goodwin-2019-wearable-biosensor.md:') && each.includes(' year: '))).toBe(true)
})

test('a date that is not in the calendar says the day does not exist', () => {
  const post = join(root, 'content/blog-posts/five-ways-to-make-a-classroom-calmer.md')
  writeFileSync(post, readFileSync(post, 'utf8').replace(/^date: .*$/m, 'date: 2026-02-30'))
  const line = readFileSync(post, 'utf8').split('\n').indexOf('date: 2026-02-30') + 1
  expect(lines()).toEqual([`content/blog-posts/five-ways-to-make-a-classroom-calmer.md:${line} date: day 30 does not exist: February 2026 has 28 days (it is "2026-02-30")`])
})

test('a link starting with http:// is refused: links must be https://', () => {
  const game = join(root, 'content/games/chess.md')
  writeFileSync(game, readFileSync(game, 'utf8').replace(/^link: https:/m, 'link: http:'))
  const line =
    readFileSync(game, 'utf8')
      .split('\n')
      .findIndex((each) => each.startsWith('link: http:')) + 1
  expect(lines()).toEqual([expect.stringMatching(new RegExp(`^content/games/chess\\.md:${line} link: must be a full web address starting with https://`))])
})

describe('An image path names the rule it breaks', () => {
  const advisor = 'content/advisors/elena-marsh.md'
  const withImage = (path: string) => {
    const file = join(root, advisor)
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^image: .*$/m, `image: ${path}`))
    const line = readFileSync(file, 'utf8').split('\n').indexOf(`image: ${path}`) + 1
    return { line, problems: lines() }
  }
  const existing = () => /^image: (.*)$/m.exec(readFileSync(join(FIXTURE_CONTENT, 'advisors/elena-marsh.md'), 'utf8'))![1]!

  test.each([
    ['a "public/" prefix', (path: string) => `public${path}`, (path: string) => `leave out "public": write the path as the site shows it, like ${path}`],
    [
      'a web address',
      () => 'https://example.org/elena.jpg',
      () => 'must be a file of this site, not a web address: save it into public/images/ and write its path, like /images/people/maya-okafor.svg',
    ],
    [
      'capitals where the file has none',
      (path: string) => path.replace(/\/([a-z])([^/]*)$/, (_m, first: string, rest: string) => `/${first.toUpperCase()}${rest}`),
      (path: string) => `must be written in lower case, as the file is named: ${path}`,
    ],
    ['spaces', (path: string) => path.replace(/-/g, ' '), (path: string) => `file names cannot have spaces: rename the file with dashes instead, like ${path}`],
    [
      'the wrong folder',
      (path: string) => path.replace('/images/', '/pictures/'),
      () => 'must be in the folder public/images/ or public/media/: move the file there and write its path, like /images/people/maya-okafor.svg',
    ],
  ])('%s', (_name, written, message) => {
    const path = written(existing())
    const { line, problems } = withImage(path)
    expect(problems).toEqual([`${advisor}:${line} image: ${message(existing())} (it is "${path}")`])
  })
})

describe('A post or an episode is published here from its text, or elsewhere at its link, not both and not neither', () => {
  const post = 'content/blog-posts/five-ways-to-make-a-classroom-calmer.md'
  const source = () => readFileSync(join(root, post), 'utf8')
  const frontmatterEnd = () => source().split('\n').lastIndexOf('---') + 1

  test('text with a link is never shown, and is reported', () => {
    expect(source()).toMatch(/^link: https:/m)
    writeFileSync(join(root, post), source().replace(/\n---\n[\s\S]*$/, '\n---\n\nSome text.\n'))
    expect(lines()).toEqual([
      `${post}:${frontmatterEnd() + 2} text: this text is never shown, because link sends visitors to where it is published. Remove the text, or remove link to publish it on this site from this text`,
    ])
  })

  test('neither text nor link would make an empty page, and is reported', () => {
    writeFileSync(
      join(root, post),
      source()
        .replace(/^link: .*\n/m, '')
        .replace(/\n---\n[\s\S]*$/, '\n---\n'),
    )
    expect(lines()).toEqual([
      `${post}:${frontmatterEnd() + 1} text: the text below the frontmatter is missing, so its page on this site would be empty: write it after the closing ---, or set link to the address where it is published`,
    ])
  })
})

test('a title too long for its card is refused, with the limit', () => {
  const post = join(root, 'content/blog-posts/five-ways-to-make-a-classroom-calmer.md')
  const title = 'A very long title '.repeat(7).trim()
  writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: .*$/m, `title: ${title}`))
  const line = readFileSync(post, 'utf8').split('\n').indexOf(`title: ${title}`) + 1
  expect(lines()).toEqual([
    expect.stringMatching(
      new RegExp(`^content/blog-posts/five-ways-to-make-a-classroom-calmer\\.md:${line} title: is too long for its place on the page: keep it to at most 100 characters`),
    ),
  ])
})

test('every picture needs its alt text', () => {
  const advisor = join(root, 'content/advisors/elena-marsh.md')
  writeFileSync(advisor, readFileSync(advisor, 'utf8').replace(/^imageAlt: .*\n/m, ''))
  expect(lines()).toEqual(['content/advisors/elena-marsh.md:1 imageAlt: this field is missing. Add a line "imageAlt:" with text'])
})

test('no message names "undefined" or an object, whatever a field is replaced with', () => {
  // A field's own mistakes come from the single-file check, as the content editor runs it, and the
  // rules across its collection's files from those files as read: no whole load per mutated value.
  const files = readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'))
  const seen = new Set<string>()
  for (const file of files) {
    const [name, fileName] = file.split(/[\\/]/) as [CollectionName, string]
    const siblings = files.filter((each) => each !== file && each.startsWith(`${name}/`))
    const others = siblings.flatMap((each) => {
      const checked = checkContentFile(name, each.slice(name.length + 1), readFileSync(join(root, 'content', each), 'utf8'))
      return checked.lineOf ? [{ data: checked.data, file: `content/${each}`, lineOf: checked.lineOf }] : []
    })
    const original = readFileSync(join(root, 'content', file), 'utf8')
    const keys = [...original.matchAll(/^([A-Za-z]+):/gm)].map((match) => match[1]!)
    for (const key of keys) {
      for (const replacement of ['', `${key}:`, `${key}: []`, `${key}: 7`, `${key}: {a: 1}`]) {
        const checked = checkContentFile(name, fileName, original.replace(new RegExp(`^${key}:.*$`, 'm'), replacement))
        const written = checked.lineOf ? [...others, { data: checked.data, file: `content/${file}`, lineOf: checked.lineOf }] : others
        for (const problem of [...checked.problems, ...crossFileProblems(name, collections[name], written)]) seen.add(formatProblem(problem))
      }
    }
  }
  expect(seen.size).toBeGreaterThan(100)
  expect([...seen].filter((line) => /undefined|\[object |NaN/.test(line))).toEqual([])
}, 60_000)

test('HTML in a section of a sectioned text is reported on its line, as in any other text', () => {
  const file = join(root, 'content/founder/maya-okafor.md')
  const text = readFileSync(file, 'utf8').split('\n')
  const heading = text.findIndex((line) => line === '## My Story')
  text.splice(heading + 2, 0, 'A first line<br>and a second.', '')
  writeFileSync(file, text.join('\n'))
  expect(lines()).toEqual([
    `content/founder/maya-okafor.md:${heading + 3} text: HTML is not shown on the site (it is <br>): for a new line, start a new paragraph with an empty line`,
  ])
})
