import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteContent } from '#lib/content/collections.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { addPhonePhotoAdvisor } from '../phone-photo/add-phone-photo-advisor.ts'
import { addTestEntries, type AddedEntry } from '../test-entries/add-test-entries.ts'
import { writeStoryCorpus, type StoryCollection } from '../story-corpus/write-story-corpus.ts'

/** One entry of every list an editor can add to, each written as CONTENT.md says; added under a file name, name and order the content leaves free. */
export const editorAdditions = fileURLToPath(new URL('../../lib/content/fixtures/editor-additions/content', import.meta.url))

export interface ExtendedContent {
  /** Holds `content/` and `public/`: the site's own, with the additions. */
  root: string
  contentDir: string
  publicDir: string
  /** The entries added: the editor additions, the advisor with a phone photo, the generated stories. */
  added: AddedEntry[]
}

/**
 * A copy of the content and the public folder with, added the way an editor adds them: one entry
 * of every list (the editor additions), an advisor whose portrait is a photo straight from a phone,
 * and enough generated podcast episodes and blog posts (published elsewhere, so no page of each to
 * test again) that the home page shows only some of each and each list runs to three pages. The
 * tests run on it as well as on the content itself, so a test that expects today's counts or
 * names fails here, before an editor's correct addition makes it fail for them. The added entries
 * give way to the content: each takes a file name, name and order no entry of its folder has.
 */
export async function writeExtendedContent({ content, publicFolder }: { content: string; publicFolder: string }): Promise<ExtendedContent> {
  const root = mkdtempSync(join(tmpdir(), 'senseahead-extended-content-'))
  try {
    const contentDir = join(root, 'content')
    const publicDir = join(root, 'public')
    cpSync(content, contentDir, { recursive: true })
    cpSync(publicFolder, publicDir, { recursive: true })
    const added = [...addTestEntries(contentDir, editorAdditions, publicDir), ...(await addPhonePhotoAdvisor(contentDir, publicDir))]
    const extended = { root, contentDir, publicDir, added }

    const { latestOnHome, perPage } = check(extended, content).settings.community
    // Three list pages, the last with one story, and at least one story more than the home page shows.
    const wanted = Math.max(2 * perPage + 1, latestOnHome + 1)
    for (const collection of ['podcasts', 'blog-posts'] satisfies StoryCollection[]) {
      const stories = readdirSync(join(contentDir, collection)).filter((file) => file.endsWith('.md')).length
      added.push(...writeStoryCorpus(contentDir, collection, Math.max(0, wanted - stories), { allElsewhere: true }))
    }
    check(extended, content)
    return extended
  } catch (error) {
    // A copy that will not be used: nothing is left behind in the temporary folder.
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}

/**
 * The extended content, checked as the build will check it. A problem here is the content's own
 * (`npm run check:content` lists it), or else a fault of the code that adds the tests' entries:
 * never one an editor should mend by changing their file.
 */
function check({ root, contentDir, publicDir }: ExtendedContent, source: string): SiteContent {
  // Picture fields look for their files where the build does, in the folder PUBLIC_DIR names.
  const previous = process.env.PUBLIC_DIR
  process.env.PUBLIC_DIR = publicDir
  try {
    const { content, problems } = loadContent(root, contentDir)
    if (content) return content
    if (loadContent(root, source).problems.length > 0) throw new Error(`The content has problems: npm run check:content lists them.`)
    throw new Error(
      `The content is valid, but the copy with the tests' own entries added is not: the code that adds them ` +
        `(tools/test-entries/, tools/story-corpus/, tools/phone-photo/) has to give way to the content, and did not. ` +
        `This is for a developer to mend there; the content needs no change.\n${problems.map(formatProblem).join('\n')}`,
    )
  } finally {
    if (previous === undefined) delete process.env.PUBLIC_DIR
    else process.env.PUBLIC_DIR = previous
  }
}
