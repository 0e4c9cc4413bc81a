import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { refuseNonAscii } from './compile-server.ts'

describe('the compiled server stays ASCII', () => {
  const folder = mkdtempSync(join(tmpdir(), 'senseahead-compiled-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  const file = (name: string, text: string) => {
    const path = join(folder, name)
    writeFileSync(path, text)
    return path
  }

  test('a file of ASCII alone, escapes included, passes', () => {
    expect(() => refuseNonAscii(file('ascii.js', "const name = /^[\\p{L}]+(?:['\\u2019-][\\p{L}]+)*$/u\nconst dash = '\\u2014'\n"))).not.toThrow()
  })

  test.each([
    ['a typographic apostrophe in a regular expression', "const a = 1\nconst name = /^[\\p{L}]+(?:['’-][\\p{L}]+)*$/u\n", 2, '\\u2019'],
    ['an accented letter in a string', "const greeting = 'Café'\n", 1, '\\u00e9'],
    ['an emoji in a comment', 'let x\nlet y\n// 🙂\n', 3, '\\u{1f642}'],
  ])('%s stops the build, naming its line and the escape to write', (_, text, line, escape) => {
    expect(() => refuseNonAscii(file('not-ascii.js', text))).toThrow(`line ${line}), which doubles the memory its source takes: write it as an escape (${escape})`)
  })
})
