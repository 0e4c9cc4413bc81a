import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { collections } from '#lib/content/collections.ts'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { contentAssumptions } from './content-assumptions.ts'

/**
 * The titles, names and file names of the entries of every list an editor adds to. The sign-up
 * pages and the emails are left out: their files are fixed by name (CONTENT.md), the sign-up pages'
 * with their routes, the emails' with the forms they confirm.
 */
function entryNames(): Set<string> {
  const { content } = loadContent(process.cwd(), contentFolder(process.cwd()))
  const names = new Set<string>()
  for (const name of Object.keys(collections) as CollectionName[]) {
    if ('single' in collections[name] || 'fixedFiles' in collections[name] || name === 'signup-pages') continue
    for (const entry of content![name] as Record<string, unknown>[]) {
      for (const key of ['slug', 'title', 'name']) if (typeof entry[key] === 'string') names.add(entry[key])
    }
  }
  return names
}

describe('tests take what they expect of the content from the content', () => {
  test('no test that reads the site content writes out a count or an entry of it', () => {
    const names = entryNames()
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx', '*.spec.ts'], { encoding: 'utf8' }).trim().split('\n')
    // This file's own examples are written out on purpose.
    const found = files
      .filter((file) => !import.meta.url.endsWith(file))
      .flatMap((file) => contentAssumptions(readFileSync(file, 'utf8'), names).map((each) => `${file}:${each.line} ${each.text}: ${each.why}`))
    expect(found).toEqual([])
  })

  test('finds a written-out count or name in a test that reads the content, and nothing in one that reads a fixture', () => {
    const names = new Set(['Chess', 'early-signs'])
    const readsContent = `const content = getSiteContent()\nexpect(content.games).toHaveLength(12)\nexpect(page.getByText('Chess')).toBeVisible()\nexpect(list).toHaveCount(1)`
    expect(contentAssumptions(readsContent, names).map((each) => [each.line, each.text])).toEqual([
      [2, 'toHaveLength(12)'],
      [3, "'Chess'"],
    ])
    expect(contentAssumptions(`await expect(cards).toHaveCount(3)\nexpect(siteContent.podcasts.length).toBe(3)`, names)).toHaveLength(2)
    const readsFixture = `const { content } = loadContent(root, fixture)\nexpect(content.games).toHaveLength(12)\nexpect(names).toContain('Chess')`
    expect(contentAssumptions(readsFixture, names)).toEqual([])
  })
})
