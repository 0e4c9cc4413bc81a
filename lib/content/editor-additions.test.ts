import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { collections } from './collections.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'

/** One new game, podcast, blog post and advisor, each written as CONTENT.md tells an editor to. */
const additions = fileURLToPath(new URL('./fixtures/editor-additions/content', import.meta.url))
const fixture = fileURLToPath(new URL('./fixtures/valid/content', import.meta.url))
const siteContent = fileURLToPath(new URL('../../content', import.meta.url))
const lists = (Object.keys(collections) as CollectionName[]).filter((name) => !('single' in collections[name]))

let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

// Adding an entry the documented way must never make the content check fail: the site's pages
// and tests take their lists from the content, not from how long the lists happen to be today.
describe.each([
  ['the site content', siteContent],
  ['the fixture content', fixture],
])('%s with one new game, podcast, blog post and advisor', (_label, source) => {
  test('has no problems and exactly one more entry in each of those four lists', () => {
    const before = loadContent(process.cwd(), source)
    expect(before.problems.map(formatProblem)).toEqual([])

    root = mkdtempSync(join(tmpdir(), 'senseahead-extended-content-'))
    cpSync(source, join(root, 'content'), { recursive: true })
    cpSync(additions, join(root, 'content'), { recursive: true })
    const after = loadContent(root)
    expect(after.problems.map(formatProblem)).toEqual([])

    const slugs = (entries: unknown) => (entries as { slug: string }[]).map((entry) => entry.slug)
    for (const name of lists) {
      const added = listOf(additions, name)
      expect(slugs(after.content?.[name]), `content/${name}`).toEqual(expect.arrayContaining(added))
      expect(slugs(after.content?.[name]), `content/${name}`).toHaveLength(slugs(before.content?.[name]).length + added.length)
    }
    expect(lists.filter((name) => listOf(additions, name).length === 1).sort()).toEqual(['advisors', 'blog-posts', 'games', 'podcasts'])
  })
})

/** The slugs of the Markdown files in one collection folder of `contentFolder`, none if it has no such folder. */
function listOf(contentFolder: string, name: string): string[] {
  const folder = join(contentFolder, name)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
}
