import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { collections } from '#lib/content/collections.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { latestOnHome } from '#lib/content/latest-on-home.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { publicFolder } from '#lib/content/public-folder.ts'
import { editorAdditions, writeExtendedContent } from './write-extended-content.ts'

/** The site's own content, whichever copy the run is on: the extended content is made from it, as `npm test` does. */
const siteContent = fileURLToPath(new URL('../../content', import.meta.url))
const fixture = fileURLToPath(new URL('../../lib/content/fixtures/valid/content', import.meta.url))
const lists = (Object.keys(collections) as CollectionName[]).filter((name) => !('single' in collections[name]))
const slugs = (entries: unknown) => (entries as { slug: string }[]).map((entry) => entry.slug)

// Each extended copy makes a phone-sized photo with sharp: seconds of work on a busy machine.
const BUILDS_A_COPY = { timeout: 60_000 }

const made: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe.each([
  ['the site content', siteContent],
  ['the fixture content', fixture],
])('%s with the editor additions', (_label, source) => {
  test('has no problems, keeps every entry, and adds one to every list and enough stories to cut the home page and the lists', BUILDS_A_COPY, async () => {
    const before = loadContent(process.cwd(), source)
    expect(before.problems.map(formatProblem)).toEqual([])
    const extended = await writeExtendedContent({ content: source, publicFolder: publicFolder(process.cwd()) })
    made.push(extended.root)
    vi.stubEnv('PUBLIC_DIR', extended.publicDir)
    const after = loadContent(extended.root, extended.contentDir)
    expect(after.problems.map(formatProblem)).toEqual([])
    const content = after.content!

    for (const name of lists) {
      expect(slugs(content[name]), `content/${name}`).toEqual(expect.arrayContaining([...slugs(before.content![name]), ...listOf(editorAdditions, name)]))
      expect(slugs(content[name]).length, `content/${name}`).toBeGreaterThanOrEqual(slugs(before.content![name]).length + listOf(editorAdditions, name).length)
    }
    const { perPage } = content.settings.community
    for (const stories of [content.podcasts, content['blog-posts']] as { date: string }[][]) {
      expect(latestOnHome(stories, content.settings).length).toBeLessThan(stories.length)
      expect(stories.length).toBeGreaterThan(2 * perPage)
    }
  })
})

test('the additions hold an entry of every list but the sign-up pages and the emails, whose files are fixed by name', () => {
  expect(lists.filter((name) => listOf(editorAdditions, name).length === 0)).toEqual(['signup-pages', 'emails'])
})

test('an editor who adds a file of the same name as a test entry is told so, not handed a test one entry short', async () => {
  const copy = copyOfTheSiteContent()
  cpSync(join(editorAdditions, 'games'), join(copy, 'games'), { recursive: true })
  const [file] = listOf(editorAdditions, 'games')
  await expect(writeExtendedContent({ content: copy, publicFolder: publicFolder(process.cwd()) })).rejects.toThrow(
    `the site's content already has content/games/${file}.md. Give the entry another file name`,
  )
})

test('an editor whose entry clashes with a test entry in another way (the same order) is told which test entry to change', BUILDS_A_COPY, async () => {
  const copy = copyOfTheSiteContent()
  const [file] = listOf(editorAdditions, 'games')
  // The test game's own order, on a new game of the editor's.
  const order = /^order: (\d+)$/m.exec(readFileSync(join(editorAdditions, 'games', `${file}.md`), 'utf8'))![1]
  writeFileSync(
    join(copy, 'games', 'dominoes.md'),
    `---\nname: Dominoes\ndescription: Match the dots on the ends of your tiles.\nlink: https://playingcards.io/\nvisual: dice\nageLabel: "6+"\norder: ${order}\n---\n`,
  )
  await expect(writeExtendedContent({ content: copy, publicFolder: publicFolder(process.cwd()) })).rejects.toThrow(/clashes with an entry of the site[^]*content\/games\//)
})

function copyOfTheSiteContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'senseahead-editor-copy-'))
  made.push(root)
  cpSync(siteContent, root, { recursive: true })
  return root
}

/** The slugs of the Markdown files in one collection folder of `contentFolder`, none if it has no such folder. */
function listOf(contentFolder: string, name: string): string[] {
  try {
    return readdirSync(join(contentFolder, name))
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice(0, -'.md'.length))
  } catch {
    return []
  }
}
