import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import matter from 'gray-matter'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { takeFreeSlugAndName, takenIn } from '#tools/test-entries/add-test-entries.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const vike = fileURLToPath(new URL('../node_modules/vike/bin.js', import.meta.url))

let folder: string
let dev: ChildProcess
let baseUrl: string
/** A game of the content copy the dev server shows, and its text as it was. */
let gameFile: string
let gameText: string

const page = async (path: string) => {
  const response = await fetch(baseUrl + path, { headers: { accept: 'text/html' } })
  return { status: response.status, html: await response.text() }
}

/** `npm run dev` on a copy of the content, on a free loopback port, with a data folder of its own. */
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'senseahead-dev-'))
  cpSync(join(root, 'content'), join(folder, 'content'), { recursive: true })
  const games = join(folder, 'content', 'games')
  gameFile = join(
    games,
    readdirSync(games).find((name) => name.endsWith('.md'))!,
  )
  gameText = readFileSync(gameFile, 'utf8')
  dev = spawn(process.execPath, [vike, 'dev'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CONTENT_DIR: join(folder, 'content'), DATA_DIR: join(folder, 'data'), DATABASE_URL: '', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const started = await waitUntil(() => /Local:\s+(http:\/\/\S+)/.test(output), 60_000)
  if (!started) throw new Error(`npm run dev did not start:\n${output}`)
  baseUrl = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output)![1]!
}, 90_000)

afterAll(async () => {
  if (dev?.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve))
    dev.kill('SIGTERM')
    await exited
  }
  rmSync(folder, { recursive: true, force: true })
})

describe('npm run dev', () => {
  test('listens on the loopback address and the port it is given', () => {
    expect(new URL(baseUrl).hostname).toBe('127.0.0.1')
  })

  test('answers the API from the same h3 app as npm start, and leaves module requests under /api/ to Vite, which sends no server module to a browser', async () => {
    const health = await fetch(`${baseUrl}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ ok: true })
    // Vite's answer, not the API's: the server-only guard refuses the module, naming it.
    const module = await fetch(`${baseUrl}/api/env.server.ts?import`)
    expect(module.status).toBe(500)
    expect(await module.text()).toContain('api/env.server.ts runs only on the server')
  })

  test('shows a content edit without a restart, the checker’s lines for broken content, and the page again once fixed', async () => {
    // As React writes it into the HTML.
    const name = String(matter(gameText).data.name).replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;')
    expect((await page('/play-with-me')).html).toContain(name)

    // A name no game of the copy has, so the edit leaves the content valid whatever games there are.
    const renamed = takeFreeSlugAndName(takenIn(join(folder, 'content'), 'games'), 'a-renamed-game', 'A Renamed Game').name
    writeFileSync(gameFile, gameText.replace(/^name: .*$/m, `name: ${renamed}`))
    expect(await waitUntil(async () => (await page('/play-with-me')).html.includes(renamed), 20_000, 200)).toBe(true)

    writeFileSync(gameFile, gameText.replace(/^ageLabel: .*$/m, 'ageLabel: eight'))
    const line = gameText.split('\n').findIndex((each) => each.startsWith('ageLabel:')) + 1
    const relative = `content/games/${gameFile.split(/[\\/]/).at(-1)}`
    expect(await waitUntil(async () => (await page('/play-with-me')).status === 500, 20_000, 200)).toBe(true)
    const broken = await page('/play-with-me')
    expect(broken.html).toContain(`${relative}:${line} ageLabel: must be an age followed by a plus sign, like 6+`)

    writeFileSync(gameFile, gameText)
    expect(await waitUntil(async () => (await page('/play-with-me')).status === 200, 20_000, 200)).toBe(true)
    expect((await page('/play-with-me')).html).toContain(name)
  })
})
