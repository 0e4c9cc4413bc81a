import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { copyOfFixtureContent, FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'
import { collections } from './collections.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'
import { problemsOfFile } from './testing/problems-of-file.ts'

let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
afterEach(() => remove())

const lines = () => loadContent(root).problems.map(formatProblem)
/** The problems the check reports on one file (or folder) of a collection, read with its folder alone. */
const linesOf = (file: string) => problemsOfFile(root, file).map(formatProblem)
/** One file of each collection, as content/<folder>/<file>. */
const oneFileOfEach = () => Object.keys(collections).map((name) => `content/${name}/${readdirSync(join(FIXTURE_CONTENT, name)).sort()[0]}`)
const read = (file: string) => readFileSync(join(root, file), 'utf8')
/** The file line of the first line of the frontmatter with a field holding text, and that line. */
const firstTextLine = (file: string) => {
  const index = read(file)
    .split('\n')
    .findIndex((line) => /^[a-zA-Z]+: "?[A-Za-z]/.test(line))
  return { line: index + 1, text: read(file).split('\n')[index]! }
}

describe('A file saved in another encoding than UTF-8 is named with its line', () => {
  test.each(oneFileOfEach())('%s', (file) => {
    const { line, text } = firstTextLine(file)
    const changed = read(file).replace(text, `${text} café “quoted”`)
    writeFileSync(
      join(root, file),
      Buffer.from(changed, 'latin1').map((byte, index) => (changed[index] === '“' ? 0x93 : changed[index] === '”' ? 0x94 : byte)),
    )
    expect(linesOf(file)).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}:${line}: this file is not saved as UTF-8, the only encoding the site reads, so this line would show "�" on the site \\(it says ".*café “quoted”.*"\\)`),
      ),
    ])
  })

  test('a "�" already in a UTF-8 file is named too', () => {
    const [file] = oneFileOfEach()
    const { line, text } = firstTextLine(file!)
    writeFileSync(join(root, file!), read(file!).replace(text, `${text} caf�`))
    expect(linesOf(file!)).toEqual([expect.stringMatching(new RegExp(`^${file}:${line}: this line has the character "�"`))])
  })
})

describe('Invisible characters are named with where they are', () => {
  const kinds = [
    ['\u00A0', 'a non-breaking space (as pasted from a word processor)', 'replace it with an ordinary space'],
    ['\u202F', 'a narrow non-breaking space (as pasted from a word processor)', 'replace it with an ordinary space'],
    ['\u200B', 'an invisible zero-width space', 'delete it'],
    ['\u2060', 'an invisible word joiner', 'delete it'],
    ['\u00AD', 'an invisible soft hyphen', 'delete it'],
    ['\uFEFF', 'an invisible zero-width no-break space', 'delete it'],
  ] as const

  describe.each(kinds)('%j', (character, name, fix) => {
    test.each(oneFileOfEach())('after a field name and inside a value in %s', (file) => {
      const { line, text } = firstTextLine(file)
      const field = text.slice(0, text.indexOf(':') + 1)
      const value = text.slice(field.length + 1)
      writeFileSync(join(root, file), read(file).replace(text, `${field}${character}${value.slice(0, 3)}${character}${value.slice(3)}`))
      expect(linesOf(file)).toEqual([
        `${file}:${line}: there is ${name} at column ${field.length + 1}, right after "${field}": ${fix}${fix.startsWith('delete') ? ' (it may take an extra press of Backspace or Delete)' : ''}`,
        `${file}:${line}: there is ${name} at column ${field.length + 5}, right after "${field}${character}${value.slice(0, 3)}": ${fix}${fix.startsWith('delete') ? ' (it may take an extra press of Backspace or Delete)' : ''}`,
      ])
    })
  })

  test('in Markdown text a zero-width space is named, a non-breaking space between words is not', () => {
    const file = 'content/advisors/elena-marsh.md'
    const source = read(file).split('\n')
    const last = source.findLastIndex((line) => /\w \w/.test(line))
    const words = source[last]!
    source[last] = words.replace(' ', '\u00A0').replace(/(\w) (\w)(?=[^ ]* [^ ]*$)/, '$1\u200B $2')
    writeFileSync(join(root, file), source.join('\n'))
    expect(linesOf(file)).toEqual([expect.stringMatching(new RegExp(`^${file}:${last + 1}: there is an invisible zero-width space at column \\d+, right after "`))])
  })

  test('a byte order mark at the start of a file is how some editors mark UTF-8, and passes', () => {
    for (const file of oneFileOfEach()) writeFileSync(join(root, file), `\uFEFF${read(file)}`)
    expect(lines()).toEqual([])
  })
})

describe('A file name or place that is not read says exactly why', () => {
  test.each(oneFileOfEach())('a doubled extension: %s', (file) => {
    renameSync(join(root, file), join(root, `${file}.md`))
    expect(linesOf(`${file}.md`)).toContain(`${file}.md:1: the file name ends in .md twice: rename it ${file.split('/').at(-1)}`)
  })

  test.each(oneFileOfEach())('a file one folder too deep: %s', (file) => {
    const [, folder, name] = file.split('/')
    mkdirSync(join(root, 'content', folder!, 'drafts'))
    cpSync(join(root, file), join(root, 'content', folder!, 'drafts', name!))
    expect(linesOf(`content/${folder}/drafts`)).toEqual([
      `content/${folder}/drafts: this is a folder inside content/${folder}/, one level too deep: files in it are not read. Move ${name} up into content/${folder}/ and remove the folder`,
    ])
  })

  test('the content folders one folder too deep', () => {
    cpSync(join(root, 'content/games'), join(root, 'content/content/games'), { recursive: true })
    expect(lines()).toEqual([
      'content/content: this folder holds content folders (games) one level too deep, where they are not read: move them up into content/ and remove content/content',
    ])
  })

  test.each(['.MD', '.markdown', '.md.txt', '.txt'])('a file ending in %s is told its name with .md', (ending) => {
    cpSync(join(root, 'content/games/chess.md'), join(root, `content/games/dominoes${ending}`))
    expect(lines()).toEqual([`content/games/dominoes${ending}: only files ending in .md (in lower case) are read: rename it dominoes.md`])
  })
})

describe('A section heading with one # too many or too few names the heading that is there', () => {
  const sectioned = Object.entries(collections).flatMap(([name, definition]) =>
    definition.body.kind === 'sections' ? Object.values(definition.body.sections).map(({ heading }) => [name, heading] as const) : [],
  )
  test.each(sectioned)('%s: %s', (name, heading) => {
    const file = `content/${name}/${readdirSync(join(FIXTURE_CONTENT, name)).sort()[0]}`
    const source = read(file).split('\n')
    const index = source.indexOf(`## ${heading}`)
    if (index < 0) return // an optional section the fixture leaves out
    for (const level of ['#', '###']) {
      source[index] = `${level} ${heading}`
      writeFileSync(join(root, file), source.join('\n'))
      expect(linesOf(file)).toEqual([`${file}:${index + 1} text: "${level} ${heading}" is a heading with ${level.length} #, but a section heading has two: write "## ${heading}"`])
    }
    source[index] = `##${heading}`
    writeFileSync(join(root, file), source.join('\n'))
    expect(linesOf(file)).toEqual([`${file}:${index + 1} text: "##${heading}" is not read as a heading without a space after ##: write "## ${heading}"`])
  })
})

test.each([
  ['Go Fish.md', 'go-fish.md'],
  ['Café_Games.md', 'cafe-games.md'],
])('a file name with capitals, spaces or accents is told the name to use: %s', (written, renamed) => {
  cpSync(join(root, 'content/games/chess.md'), join(root, 'content/games', written))
  expect(linesOf(`content/games/${written}`).filter((line) => line.startsWith(`content/games/${written}:1:`))).toEqual([
    `content/games/${written}:1: the file name must be lower case letters, digits and dashes, as it becomes part of the page's address: rename it ${renamed}`,
  ])
})

describe('Markdown this site does not show is named on its line', () => {
  test.each([
    ['| Sign | Meaning |\n|---|---|\n| Pacing | Rising stress |', 0, 'tables are not shown as tables on this site'],
    ['Some ~~old~~ words.', 0, 'crossed-out text (~~…~~) is not shown on this site'],
    ['- [ ] Bring headphones', 0, 'tick boxes ("- [ ]") are not shown on this site'],
    ['##', 0, 'this heading has no words'],
    ['##What we learned', 0, '"##What we learned" is not read as a heading without a space after ##: write "## What we learned"'],
    ['Some **bold words.', 0, 'the page would show the ** as written'],
    ['See [the study](https://example.org/study for more.', 0, 'the link is not closed'],
  ])('%j', (paragraph, offset, message) => {
    const file = 'content/advisors/elena-marsh.md'
    const source = `${read(file).trimEnd()}\n\n${paragraph}\n`
    writeFileSync(join(root, file), source)
    const line = source.split('\n').indexOf(paragraph.split('\n')[0]!) + 1 + offset
    expect(linesOf(file)).toEqual([expect.stringMatching(new RegExp(`^${file}:${line} text: ${message.replace(/[()[\]~.*]/g, '\\$&')}`))])
  })

  test.each(['Some **bold** words and __strong__ ones, a [link](https://example.org/a) and 2 ** 3', '## What we learned', '#hashtag in a sentence is a paragraph'])(
    'what is shown as meant passes: %j',
    (paragraph) => {
      const file = 'content/advisors/elena-marsh.md'
      writeFileSync(join(root, file), `${read(file).trimEnd()}\n\n${paragraph}\n`)
      expect(linesOf(file)).toEqual([])
    },
  )
})
