import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'
import { problemsOfFile } from './testing/problems-of-file.ts'

const fixture = fileURLToPath(new URL('./fixtures/valid/content', import.meta.url))
const CHESS = 'content/games/chess.md'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-yaml-'))
  cpSync(fixture, join(root, 'content'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const edit = (change: (source: string) => string) => {
  const path = join(root, CHESS)
  writeFileSync(path, change(readFileSync(path, 'utf8')))
}
const lines = () => loadContent(root).problems.map(formatProblem)
/** The problems of the edited file, read with its folder alone. */
const chessLines = () => problemsOfFile(root, CHESS).map(formatProblem)
/** The file line of the first line that starts with `start`, after the edit. */
const lineOf = (start: string) =>
  readFileSync(join(root, CHESS), 'utf8')
    .split(/\r?\n/)
    .findIndex((line) => line.startsWith(start)) + 1

describe('YAML mistakes in plain words', () => {
  test('a colon inside an unquoted value says to quote the value', () => {
    edit((s) => s.replace(/^description: .*$/m, 'description: Strategy: plan each move'))
    expect(chessLines()).toEqual([
      `${CHESS}:${lineOf('description:')}: the value has a colon followed by a space, which YAML reads as the start of another field; put the whole value in double quotes: description: "Strategy: plan each move"`,
    ])
  })

  test('no message carries the parser’s own words', () => {
    const mistakes: ((s: string) => string)[] = [
      (s) => s.replace(/^description: .*$/m, 'description: Strategy: plan each move'),
      (s) => s.replace(/^(description: .*)$/m, '$1\nand more words on a line of their own'),
      (s) => s.replace(/^link: /m, 'link:'),
      (s) => s.replace(/^order: (\d+)$/m, 'order:\n\t$1'),
      (s) => s.replace(/^name: (.*)$/m, 'name: [$1'),
      (s) => s.replace(/^name: (.*)$/m, 'name: {$1'),
      (s) => s.replace(/^visual: /m, '  visual: '),
    ]
    const original = readFileSync(join(root, CHESS), 'utf8')
    for (const mistake of mistakes) {
      writeFileSync(join(root, CHESS), mistake(original))
      const found = chessLines()
      expect(found.length).toBeGreaterThan(0)
      expect(found.filter((line) => /YAML reader|[Ii]mplicit|[Nn]ested mappings|flow collection|[Ss]cala?r|mapping|block/.test(line))).toEqual([])
    }
  })

  test('a line without a field name after a field says to add the colon, or join or indent it', () => {
    edit((s) => s.replace(/^(description: .*)$/m, '$1\nand more words on a line of their own'))
    expect(chessLines()).toEqual([
      `${CHESS}:${lineOf('and more words')}: this line has no field name with a colon: if "and" is a field, put a colon after it; if the line goes on the value above, join it to the line above, or indent it by two spaces under the field name`,
    ])
  })

  test('a missing closing line of dashes', () => {
    edit((s) => s.replace(/\n---\n?$/, '\n'))
    expect(chessLines()).toEqual([`${CHESS}:1: the fields have no closing line of three dashes (---): add one after the last field`])
  })

  test('a tab used for indentation', () => {
    edit((s) => s.replace(/^order: (\d+)$/m, 'order:\n\t$1'))
    expect(chessLines()).toEqual([`${CHESS}:${lineOf('\t')}: this line is indented with a tab; indent with spaces instead`])
  })

  test('a field written twice names both lines', () => {
    edit((s) => s.replace(/^(order: .*)$/m, '$1\nname: Another name'))
    expect(chessLines()).toEqual([`${CHESS}:${lineOf('name: Another')}: the field "name" is written twice (also on line ${lineOf('name:')}); keep one`])
  })

  test('list items at different indentations', () => {
    edit((s) => s.replace(/^order: .*$/m, (order) => `tags:\n  - one\n - two\n${order}`))
    expect(chessLines()).toEqual([
      `${CHESS}:${lineOf(' - two')}: the items of a list must all start at the same place, and this one starts with 1 space: start it with 2, like the list's other items`,
    ])
  })

  test('a missing space after a colon', () => {
    edit((s) => s.replace(/^link: /m, 'link:'))
    expect(chessLines()).toEqual([`${CHESS}:${lineOf('link:')}: put a space after the colon: link: ${/^link:(.*)$/m.exec(readFileSync(join(root, CHESS), 'utf8'))![1]}`])
  })

  test('a quote never closed is reported on the line that opened it', () => {
    edit((s) => s.replace(/^ageLabel: "(.*)"$/m, 'ageLabel: "$1'))
    expect(chessLines()).toEqual([`${CHESS}:${lineOf('ageLabel:')}: a quote opened in this value is never closed; end the value with the same quote mark`])
  })

  test('every YAML mistake in a file is reported, not only the first', () => {
    edit((s) => s.replace(/^description: .*$/m, 'description: Strategy: plan each move').replace(/^link: /m, 'link:'))
    expect(chessLines()).toEqual([
      `${CHESS}:${lineOf('description:')}: the value has a colon followed by a space, which YAML reads as the start of another field; put the whole value in double quotes: description: "Strategy: plan each move"`,
      `${CHESS}:${lineOf('link:')}: put a space after the colon: link: ${/^link:(.*)$/m.exec(readFileSync(join(root, CHESS), 'utf8'))![1]}`,
    ])
  })

  test('Windows line endings are read like any others', () => {
    edit((s) => s.replace(/\n/g, '\r\n'))
    expect(lines()).toEqual([])
    expect(loadContent(root).content?.games.find((game) => game.slug === 'chess')?.order).toBeTypeOf('number')
  })

  test('spaces after a line of dashes are named', () => {
    edit((s) => s.replace(/^---$/m, '--- '))
    expect(chessLines()).toEqual([`${CHESS}:1: the line of three dashes (---) has spaces after it; remove them`])
    edit((s) => s.replace(/^--- $/m, '---').replace(/\n---\n?$/, '\n---  \n'))
    expect(chessLines()).toEqual([`${CHESS}:${lineOf('---  ')}: the line of three dashes (---) has spaces after it; remove them`])
  })
})

describe('YAML signs at the start of a value, and quotes inside quotes, say to quote the value and how', () => {
  test.each([
    ['@chess', 'the value starts with @, which YAML reads as a sign of its own, not as a letter: put the whole value in double quotes, like "@chess"'],
    ['`Chess`', 'the value starts with `, which YAML reads as a sign of its own, not as a letter: put the whole value in double quotes, like "`Chess`"'],
    ['*Chess*', 'the value starts with *, which YAML reads as a reference to another value, so its words are lost: put the whole value in double quotes, like "*Chess*"'],
    ['&Chess', 'the value starts with &, which YAML reads as a reference to another value, so its words are lost: put the whole value in double quotes, like "&Chess"'],
    [
      '[Chess',
      'the value starts with [, which YAML reads as the start of a list or group: for text, put the whole value in double quotes, like "[Chess"; for a list, write one item per line starting with "- ", or [] for none',
    ],
    [
      '[Chess] and more',
      'the value starts with [, which YAML reads as the start of a list or group: for text, put the whole value in double quotes, like "[Chess] and more"; for a list, write one item per line starting with "- ", or [] for none',
    ],
    ['"The "best" game"', 'the value is in double quotes and has " inside, which ends it early: put the whole value in single quotes instead, like \'The "best" game\''],
    ["'Kid's chess'", 'the value is in single quotes and has \' inside, which ends it early: put the whole value in double quotes instead, like "Kid\'s chess"'],
  ])('name: %s', (value, message) => {
    edit((s) => s.replace(/^name: .*$/m, `name: ${value}`))
    expect(chessLines()).toEqual([`${CHESS}:${lineOf('name:')}: ${message}`])
  })

  test('an indented first field is named once, not every field after it', () => {
    edit((s) => s.replace(/^(---\n(?:#.*\n)*)(\w)/, '$1  $2'))
    const line =
      readFileSync(join(root, CHESS), 'utf8')
        .split('\n')
        .findIndex((each) => /^ {2}\w/.test(each)) + 1
    expect(chessLines()).toEqual([
      `${CHESS}:${line}: the first field has spaces before it: fields start at the beginning of the line (only the fields inside a group are indented); remove the spaces`,
    ])
  })

  test('a field written with = or without its colon says to write the colon', () => {
    edit((s) => s.replace(/^name: /m, 'name= '))
    expect(chessLines()).toEqual([`${CHESS}:${lineOf('name=')}: write a colon after the field name, not "=", like name: …`])
  })
})

describe('Valid YAML that does not say what the editor meant', () => {
  test('a # inside an unquoted value is explained', () => {
    edit((s) => s.replace(/^description: .*$/m, 'description: The game fans #1 choice'))
    expect(chessLines()).toEqual([
      `${CHESS}:${lineOf('description:')}: the text after " #" is left out, because YAML reads it as a note. If it belongs to the value, put the whole value in double quotes, like host: "Maya Okafor #1 fan"; if it is a note, put it on a line of its own`,
    ])
  })

  test('curly quotes are named as such', () => {
    edit((s) => s.replace(/^name: .*$/m, 'name: “Chess”'))
    expect(chessLines()).toEqual([`${CHESS}:${lineOf('name:')}: starts with a curly quote (“): YAML only reads straight quotes ("…"). Use straight quotes, or none`])
  })

  test('a number in quotes says to remove them, and a number where text belongs says to add them', () => {
    edit((s) => s.replace(/^order: (\d+)$/m, 'order: "$1"').replace(/^name: .*$/m, 'name: 2048'))
    expect(chessLines()).toEqual([
      `${CHESS}:${lineOf('name:')} name: should be text, but 2048 without quotes is read as a number: put it in quotes, like "2048"`,
      `${CHESS}:${lineOf('order:')} order: should be a number, but it is written in quotes ("${/^order: "(\d+)"$/m.exec(readFileSync(join(root, CHESS), 'utf8'))![1]}"): remove the quotes`,
    ])
  })

  test('text starting with [ or { that YAML reads as a list or a group says to quote it', () => {
    edit((s) => s.replace(/^name: .*$/m, 'name: [Chess]'))
    expect(chessLines()).toEqual([
      `${CHESS}:${lineOf('name:')} name: should be text, but a value starting with [ is read as a list: put the whole value in double quotes, like "[Chess]", or leave out the brackets [ ]`,
    ])
    edit((s) => s.replace(/^name: .*$/m, 'name: {Chess}'))
    expect(chessLines()).toEqual([
      `${CHESS}:${lineOf('name:')} name: should be text, but a value starting with { is read as a group of fields: put the whole value in double quotes, like "{Chess}", or leave out the braces { }`,
    ])
  })

  test('a list written with commas gives one message', () => {
    const topic = 'content/science-topics/physiological-indicators.md'
    const path = join(root, topic)
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^publications:\n(?: +- .*\n)+/m, 'publications: goodwin-2019-wearable-biosensor, nuske-2019-heart-rate-increase\n'))
    const line =
      readFileSync(path, 'utf8')
        .split('\n')
        .findIndex((each) => each.startsWith('publications:')) + 1
    expect(lines()).toEqual([`${topic}:${line} publications: should be a list with one item per line, each starting with "- ", not items separated by commas`])
  })
})
