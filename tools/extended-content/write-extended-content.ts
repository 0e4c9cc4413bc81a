import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteContent } from '#lib/content/collections.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { addPhonePhotoAdvisor, phonePhotoAdvisor } from '../phone-photo/add-phone-photo-advisor.ts'
import { writeStoryCorpus, type StoryCollection } from '../story-corpus/write-story-corpus.ts'

/** One entry of every list an editor can add to, each written as CONTENT.md says, named so no editor's file can take its place. */
export const editorAdditions = fileURLToPath(new URL('../../lib/content/fixtures/editor-additions/content', import.meta.url))

export interface ExtendedContent {
  /** Holds `content/` and `public/`: the site's own, with the additions. */
  root: string
  contentDir: string
  publicDir: string
}

/**
 * A copy of the content and the public folder with, added the way an editor adds them: one entry
 * of every list (the editor additions), an advisor whose portrait is a photo straight from a phone,
 * and enough generated podcast episodes and blog posts (published elsewhere, so no page of each to
 * test again) that the home page shows only some of each and each list runs to three pages. The
 * tests run on it as well as on the content itself, so a test that expects today's counts or
 * names fails here, before an editor's correct addition makes it fail for them.
 */
export async function writeExtendedContent({ content, publicFolder }: { content: string; publicFolder: string }): Promise<ExtendedContent> {
  const taken = [...filesOf(editorAdditions), ...filesOf(phonePhotoAdvisor)].filter((file) => existsSync(join(content, file)))
  if (taken.length > 0) {
    throw new Error(
      `The tests add entries of their own to the content, and the site's content already has ${taken.map((file) => `content/${file}`).join(', ')}. ` +
        `Give the entry another file name, or rename the test entry in lib/content/fixtures/.`,
    )
  }
  const root = mkdtempSync(join(tmpdir(), 'senseahead-extended-content-'))
  const extended = { root, contentDir: join(root, 'content'), publicDir: join(root, 'public') }
  cpSync(content, extended.contentDir, { recursive: true })
  cpSync(publicFolder, extended.publicDir, { recursive: true })
  cpSync(editorAdditions, extended.contentDir, { recursive: true })
  await addPhonePhotoAdvisor(extended.contentDir, extended.publicDir)

  const added = check(extended)
  const { latestOnHome, perPage } = added.settings.community
  // Three list pages, the last with one story, and at least one story more than the home page shows.
  const wanted = Math.max(2 * perPage + 1, latestOnHome + 1)
  for (const collection of ['podcasts', 'blog-posts'] satisfies StoryCollection[]) {
    writeStoryCorpus(extended.contentDir, collection, Math.max(0, wanted - added[collection].length), { allElsewhere: true })
  }
  check(extended)
  return extended
}

/** The extended content, checked as the build will check it: a problem here is a test entry that clashes with one of the site's. */
function check({ root, contentDir, publicDir }: ExtendedContent): SiteContent {
  // Picture fields look for their files where the build does, in the folder PUBLIC_DIR names.
  const previous = process.env.PUBLIC_DIR
  process.env.PUBLIC_DIR = publicDir
  try {
    const { content, problems } = loadContent(root, contentDir)
    if (content) return content
    throw new Error(
      `The content with the tests' own entries added has problems, so one of them clashes with an entry of the site (the same order, name or file): ` +
        `change the test entry in lib/content/fixtures/.\n${problems.map(formatProblem).join('\n')}`,
    )
  } finally {
    if (previous === undefined) delete process.env.PUBLIC_DIR
    else process.env.PUBLIC_DIR = previous
  }
}

/** The files below `folder`, as paths relative to it. */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}
