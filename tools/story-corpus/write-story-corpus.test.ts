import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { writeStoryCorpus } from './write-story-corpus.ts'

/** The site's own content, whichever copy the run is on: the corpus adds to it, as the bench does. */
const siteContent = fileURLToPath(new URL('../../content', import.meta.url))
/** How many stories each test writes: the counts it expects are of its own stories. */
const WRITTEN = 30
const WRITTEN_ELSEWHERE = 12
// Each test checks the whole content twice: seconds on a busy machine.
const CHECKS_THE_CONTENT = { timeout: 30_000 }

/** Where a story is published elsewhere, if it is. */
const elsewhere = (story: { link?: string; audioUrl?: string }) => story.link ?? story.audioUrl

let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

function copyOfTheContent(): string {
  root = mkdtempSync(join(tmpdir(), 'senseahead-corpus-'))
  cpSync(siteContent, join(root, 'content'), { recursive: true })
  return root
}

// The bench and the tests build the site with this corpus: a story the checker refused would stop the build.
test.each(['blog-posts', 'podcasts'] as const)(
  'the generated %s pass the content check, as many as asked, some published here and some elsewhere',
  CHECKS_THE_CONTENT,
  (collection) => {
    const root = copyOfTheContent()
    const before = loadContent(root).content![collection].length
    const written = writeStoryCorpus(join(root, 'content'), collection, WRITTEN).map((entry) => entry.slug)
    const { content, problems } = loadContent(root)
    expect(problems.map(formatProblem)).toEqual([])
    const stories: { slug: string; link?: string; audioUrl?: string }[] = content![collection]
    expect(stories).toHaveLength(before + WRITTEN)
    const generated = stories.filter((story) => written.includes(story.slug))
    expect(generated).toHaveLength(WRITTEN)
    expect(generated.filter(elsewhere)).toHaveLength(WRITTEN / 3)
  },
)

test.each(['blog-posts', 'podcasts'] as const)('with allElsewhere, every generated one of %s is published elsewhere, with no page of its own', CHECKS_THE_CONTENT, (collection) => {
  const root = copyOfTheContent()
  const written = writeStoryCorpus(join(root, 'content'), collection, WRITTEN_ELSEWHERE, { allElsewhere: true }).map((entry) => entry.slug)
  const { content, problems } = loadContent(root)
  expect(problems.map(formatProblem)).toEqual([])
  const stories: { slug: string; link?: string; audioUrl?: string }[] = content![collection]
  const generated = stories.filter((story) => written.includes(story.slug))
  expect(generated).toHaveLength(WRITTEN_ELSEWHERE)
  expect(generated.filter((story) => !elsewhere(story))).toEqual([])
})
