import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const validContent = fileURLToPath(new URL('../../lib/content/fixtures/valid/content/', import.meta.url))

let folder: string
let output: { status: number | null; stdout: string; stderr: string; summary: string }

/** `npm run check:content` as a GitHub Actions job runs it, on a copy of valid content with one mistake. */
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'senseahead-check-content-'))
  cpSync(validContent, join(folder, 'content'), { recursive: true })
  const game = join(folder, 'content', 'games', 'chess.md')
  writeFileSync(game, readFileSync(game, 'utf8').replace(/^ageLabel: .*$/m, 'ageLabel: eight'))
  const summary = join(folder, 'summary.md')
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: join(folder, 'content'), GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
  })
  output = { status: run.status, stdout: run.stdout, stderr: run.stderr, summary: readFileSync(summary, 'utf8') }
}, 60_000)

afterAll(() => rmSync(folder, { recursive: true, force: true }))

const lineOf = (text: string, pattern: RegExp) => text.split('\n').findIndex((line) => pattern.test(line)) + 1

test('annotates the line of the mistake with the field and the checker’s own sentence, and fails', () => {
  const line = lineOf(readFileSync(join(folder, 'content', 'games', 'chess.md'), 'utf8'), /^ageLabel:/)
  expect(output.status).toBe(1)
  expect(output.stdout).toContain(`::error file=content/games/chess.md,line=${line},title=ageLabel::must be an age followed by a plus sign, like 6+`)
  expect(output.stderr).toContain(`content/games/chess.md:${line} ageLabel: must be an age followed by a plus sign, like 6+`)
})

test('writes every problem into the job summary', () => {
  expect(output.summary).toContain('1 problem in content/.')
  expect(output.summary).toMatch(/\| `content\/games\/chess\.md` \| \d+ \| `ageLabel` \| must be an age followed by a plus sign, like 6\+/)
})

test('in a pull request, the notes on lines it changed come first, and the summary says where the others are', () => {
  const repo = mkdtempSync(join(tmpdir(), 'senseahead-pull-request-'))
  try {
    cpSync(validContent, join(repo, 'content'), { recursive: true })
    const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], { cwd: repo, encoding: 'utf8' })
    git('init', '--quiet')
    git('add', '.')
    git('commit', '--quiet', '-m', 'base')
    // The editor gives one game the order of the other: the other file is not part of the change.
    const games = readdirSync(join(repo, 'content/games')).sort()
    const [other, changed] = games as [string, string]
    const orderOf = (file: string) => /^order: (\d+)$/m.exec(readFileSync(join(repo, 'content/games', file), 'utf8'))![1]
    const changedPath = join(repo, 'content/games', changed)
    writeFileSync(changedPath, readFileSync(changedPath, 'utf8').replace(/^order: \d+$/m, `order: ${orderOf(other)}`))
    git('commit', '--quiet', '-am', 'change')
    const summary = join(repo, 'summary.md')
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: join(repo, 'content'), GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'pull_request', GITHUB_STEP_SUMMARY: summary },
    })
    const annotations = run.stdout.split('\n').filter((line) => line.startsWith('::error '))
    expect(annotations).toHaveLength(2)
    expect(annotations[0]).toMatch(new RegExp(`^::error file=content/games/${changed.replace('.', '\\.')},line=\\d+,title=order::`))
    expect(annotations[1]).toMatch(new RegExp(`^::error file=content/games/${other.replace('.', '\\.')},line=\\d+,title=order::`))
    const text = readFileSync(summary, 'utf8')
    expect(text).toContain('1 problem is not on a line this pull request changed')
    expect(text).toMatch(new RegExp(`content/games/${other.replace('.', '\\.')}\` \\| (\\d+) \\| .*\\*\\(not on a line this pull request changed: open the file at line \\1\\)\\*`))
  } finally {
    rmSync(repo, { recursive: true, force: true })
  }
}, 60_000)
