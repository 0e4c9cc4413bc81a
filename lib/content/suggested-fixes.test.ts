import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { checkContentFile } from './check-content-file.ts'
import { collections } from './collections.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'
import { applyFix } from './testing/apply-fix.ts'
import { copyOfFixtureContent, FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'

const names = Object.keys(collections) as CollectionName[]

/**
 * Each mistake is checked by the single-file check, as the content editor checks a file before a
 * save (the mistakes are a file's own), and the first mistake the check refuses in each collection
 * in the whole content as well, to show that the check of the content folder reports the same
 * problems on that file.
 */
let root: string
let remove: () => void
beforeAll(() => ({ root, remove } = copyOfFixtureContent()))
afterAll(() => remove())

const problemsIn = (name: CollectionName, fileName: string, text: string) => checkContentFile(name, fileName, text).problems
function wholeProblemsIn(file: string, text: string) {
  const original = readFileSync(join(root, file), 'utf8')
  writeFileSync(join(root, file), text)
  try {
    return loadContent(root).problems.filter((problem) => problem.file === file)
  } finally {
    writeFileSync(join(root, file), original)
  }
}

const FIELD_LINE = /^(\s*(?:- )?)([A-Za-z][\w-]*): (.+)$/
const misspell = (word: string) => (word.length > 3 ? word.slice(0, -2) + word.at(-1)! + word.at(-2)! : `${word}x`)

/** Mistakes editors make on a line `field: value` of the frontmatter, as the line written instead. */
function lineMistakes(line: string): string[] {
  const match = FIELD_LINE.exec(line)
  if (!match) return []
  const [, start, field, value] = match as unknown as [string, string, string, string]
  const plain = value.replace(/^"(.*)"$/, '$1')
  return [
    `${start}${field.toLowerCase() === field ? misspell(field) : field.toLowerCase()}: ${value}`,
    `${start}${field}:${value}`,
    `${start}${field}: ${misspell(plain)}`,
    `${start}${field}: “${plain}”`,
    // Where a sentence belongs: words with a colon or a " #", a YAML sign first, quotes inside quotes, = for the colon.
    // A value that starts with a number is a figure of a set form (2-3 business days): a colon in it stays a mistake once quoted.
    ...(plain.split(' ').length >= 3 && /[a-z]{2}/i.test(plain) && !/^(?:\/|https:|\d)/.test(plain) && !/["'#@*:]/.test(plain)
      ? [
          `${start}${field}: ${plain.split(' ')[0]}: ${plain.split(' ').slice(1).join(' ')}`,
          `${start}${field}: ${plain} #1`,
          `${start}${field}: @${plain}`,
          `${start}${field}: *${plain}*`,
          `${start}${field}: "${plain.replace(' ', ' "')}"`,
          `${start}${field}: '${plain.replace(' ', "' ")}'`,
          `${start}${field}= ${plain}`,
        ]
      : []),
    `${start}${field}:\u00A0${value}`,
    `${start}${field}: ${value.slice(0, 2)}\u200B${value.slice(2)}`,
    /^\d+$/.test(value) ? `${start}${field}: "${value}"` : `${start}${field}: 8`,
    ...(plain.startsWith('/images/') ? [`${start}${field}: /public${plain}`, `${start}${field}: ${plain.toUpperCase()}`] : []),
  ]
}

/** Mistakes in the text below the frontmatter, as the line written instead. */
function bodyMistakes(line: string): string[] {
  const heading = /^## (.+)$/.exec(line)?.[1]
  if (heading) return [`## ${misspell(heading)}`, `### ${heading}`, `# ${heading}`]
  if (line.trim() && !line.startsWith('#'))
    return [
      `${line} See [the study](http://example.org/study).`,
      `${line} See http://example.org/study.`,
      `${line} See www.example.org/study.`,
      `${line.slice(0, 3)}\u200B${line.slice(3)}`,
    ]
  return []
}

test('every fix a message advises, applied, passes the check', () => {
  let applied = 0
  const unfixed = new Set<string>()
  for (const name of names) {
    let shown = false
    for (const fileName of readdirSync(join(FIXTURE_CONTENT, name)).sort().slice(0, 1)) {
      const file = `content/${name}/${fileName}`
      const original = readFileSync(join(FIXTURE_CONTENT, name, fileName), 'utf8')
      const lines = original.split('\n')
      const closing = lines.indexOf('---', 1)
      lines.forEach((line, index) => {
        // In the text, the headings and the first line under each (or the first line of a text without them): every kind of line, fewer runs.
        const previous = lines.slice(closing + 1, index).findLast((each) => each.trim())
        const sampled = previous === undefined || previous.startsWith('#') || line.startsWith('#')
        const mistakes = index > 0 && index < closing ? lineMistakes(line) : index > closing && sampled ? bodyMistakes(line) : []
        for (const mistake of mistakes) {
          const changed = lines.toSpliced(index, 1, mistake).join('\n')
          const before = problemsIn(name, fileName, changed)
          if (!shown && before.length > 0) {
            expect(wholeProblemsIn(file, changed), `${file} checked in the whole content`).toEqual(before)
            shown = true
          }
          for (const problem of before) {
            if (!problem.fix) {
              if (/Did you mean/.test(problem.message)) unfixed.add(formatProblem(problem))
              continue
            }
            const after = problemsIn(name, fileName, applyFix(changed, problem)).map(formatProblem)
            const others = before.filter((each) => each !== problem && !each.fix).map(formatProblem)
            expect({ mistake, advice: formatProblem(problem), after: after.filter((each) => !others.includes(each)) }).toEqual({
              mistake,
              advice: formatProblem(problem),
              after: [],
            })
            applied += 1
          }
        }
      })
    }
  }
  expect([...unfixed]).toEqual([])
  expect(applied).toBeGreaterThan(300)
}, 300_000)
