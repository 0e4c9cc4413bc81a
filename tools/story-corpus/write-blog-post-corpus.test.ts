import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { formatProblem } from '../../lib/content/format-problem.ts'
import { loadContent } from '../../lib/content/load-content.server.ts'
import { writeBlogPostCorpus } from './write-blog-post-corpus.ts'

const siteContent = fileURLToPath(new URL('../../content', import.meta.url))
let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

// The bench builds the site with this corpus: a post the checker refused would stop the build.
test('the generated posts pass the content check, as many as asked, some published here and some elsewhere', () => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-corpus-'))
  cpSync(siteContent, join(root, 'content'), { recursive: true })
  const before = loadContent(root).content!['blog-posts'].length
  writeBlogPostCorpus(join(root, 'content'), 30)
  const { content, problems } = loadContent(root)
  expect(problems.map(formatProblem)).toEqual([])
  const posts = content!['blog-posts']
  expect(posts).toHaveLength(before + 30)
  expect(posts.filter((post) => post.slug.startsWith('generated-post-') && post.link)).toHaveLength(10)
})

test('with allElsewhere, every generated post is published elsewhere, with no page of its own', () => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-corpus-'))
  cpSync(siteContent, join(root, 'content'), { recursive: true })
  writeBlogPostCorpus(join(root, 'content'), 12, { allElsewhere: true })
  const { content, problems } = loadContent(root)
  expect(problems.map(formatProblem)).toEqual([])
  const generated = content!['blog-posts'].filter((post) => post.slug.startsWith('generated-post-'))
  expect(generated).toHaveLength(12)
  expect(generated.filter((post) => !post.link)).toEqual([])
})
