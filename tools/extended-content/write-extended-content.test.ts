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
      const added = extended.added.filter((entry) => entry.collection === name).map((entry) => entry.slug)
      expect(added.length, `content/${name}`).toBeGreaterThanOrEqual(listOf(editorAdditions, name).length)
      expect(slugs(content[name]).toSorted(), `content/${name}`).toEqual([...slugs(before.content![name]), ...added].toSorted())
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

test("content with a problem of its own is sent back to the content check, never to the tests' entries", BUILDS_A_COPY, async () => {
  const root = mkdtempSync(join(tmpdir(), 'senseahead-broken-copy-'))
  made.push(root)
  cpSync(fixture, root, { recursive: true })
  const [game] = listOf(root, 'games')
  const file = join(root, 'games', `${game}.md`)
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^ageLabel: .*$/m, 'ageLabel: eight'))
  const refused = await writeExtendedContent({ content: root, publicFolder: publicFolder(process.cwd()) }).catch((error: Error) => error.message)
  expect(refused).toBe('The content has problems: npm run check:content lists them.')
})

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
