import { execFileSync, spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { builtSourcesPath } from '#tools/build-freshness/built-sources-path.ts'
import { startSite } from '#tools/start-site/start-site.ts'
import { runStartToExit, type FinishedStart } from './support/run-start-to-exit.ts'

const root = fileURLToPath(new URL('../', import.meta.url))

/**
 * A server that cannot start says so and stops: a non-zero exit code for the service manager, and
 * one line an operator can act on (a stack trace hides the sentence that matters). It never goes
 * on half-working, nor listens somewhere it was not asked to.
 */

let folder: string | undefined
let occupier: Server | undefined
afterEach(async () => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  await new Promise((resolve) => (occupier ? occupier.close(resolve) : resolve(undefined)))
  folder = undefined
  occupier = undefined
})

function expectOneReadableLine(result: FinishedStart) {
  expect(result.signal, 'the server did not exit by itself').toBeNull()
  expect(result.code).not.toBe(0)
  expect(result.stderr, 'stderr').toHaveLength(1)
  expect(result.stderr[0]).not.toMatch(/^\s*at /)
  expect(result.stderr[0]).not.toMatch(/\bat .+:\d+:\d+\)?$/)
  expect(result.stdout.some((line) => line.includes('server_started'))).toBe(false)
  return result.stderr[0]!
}

test('a DATA_DIR that cannot be created (under a regular file) stops the start with one line naming it', async () => {
  folder = mkdtempSync(join(tmpdir(), 'senseahead-start-'))
  const file = join(folder, 'a-file')
  writeFileSync(file, 'not a folder')
  const dataDir = join(file, 'data')
  const line = expectOneReadableLine(await runStartToExit({ DATA_DIR: dataDir }))
  expect(line).toContain(dataDir)
})

test('a PORT another program listens on stops the start with one line naming the port', async () => {
  occupier = createServer()
  const port = await new Promise<number>((resolve) => occupier!.listen(0, '127.0.0.1', () => resolve((occupier!.address() as { port: number }).port)))
  folder = mkdtempSync(join(tmpdir(), 'senseahead-start-'))
  const line = expectOneReadableLine(await runStartToExit({ PORT: String(port), DATA_DIR: folder }))
  expect(line).toContain(String(port))
})

/**
 * A copy of this working copy as a fresh clone of it would be, with its build and the packages:
 * every file git knows or would add, written anew (so at other times), in a folder elsewhere.
 */
function copyOfTheProject(): string {
  folder = mkdtempSync(join(tmpdir(), 'senseahead-copy-'))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    cpSync(join(root, file), join(folder, file))
  }
  cpSync(join(root, 'dist'), join(folder, 'dist'), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'))
  return folder
}

/** The first content file of the copy, edited as an editor would. */
function editContent(copy: string) {
  const games = join(copy, 'content', 'games')
  appendFileSync(
    join(
      games,
      readdirSync(games).find((name) => name.endsWith('.md'))!,
    ),
    '\n',
  )
}

test('a copy of the project elsewhere, as a fresh clone of the same commit is, serves its build as it is', async () => {
  const copy = copyOfTheProject()
  const site = await startSite({ folder: copy })
  try {
    expect((await fetch(`${site.baseUrl}/api/health`)).status).toBe(200)
    expect(site.stderr.filter((line) => !line.startsWith('{'))).toEqual([])
  } finally {
    await site.remove()
  }
})

test('a production start with a build made from other sources stops at once with one line saying to build again, and builds nothing', async () => {
  const copy = copyOfTheProject()
  editContent(copy)
  const line = expectOneReadableLine(await runStartToExit({ DATA_DIR: join(copy, 'data') }, { folder: copy }))
  expect(line).toMatch(/other sources.*"npm run build"/)
  expect(readdirSync(join(copy, 'dist'))).toEqual(readdirSync(join(root, 'dist')))
})

test('a production start with a build that stopped half-way stops at once with one line saying to build', async () => {
  const copy = copyOfTheProject()
  rmSync(builtSourcesPath(copy))
  const line = expectOneReadableLine(await runStartToExit({ DATA_DIR: join(copy, 'data') }, { folder: copy }))
  expect(line).toMatch(/No build.*"npm run build"/)
})

test('npm start with NODE_ENV=production never builds: with a build of other sources it stops with the same one line', () => {
  const copy = copyOfTheProject()
  editContent(copy)
  const started = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(copy, 'data') },
    timeout: 60_000,
  })
  expect(started.signal).toBeNull()
  expect(started.status).not.toBe(0)
  expect(started.stdout).toBe('')
  expect(started.stderr.trim().split('\n')).toEqual([expect.stringMatching(/other sources.*"npm run build"/)])
})
