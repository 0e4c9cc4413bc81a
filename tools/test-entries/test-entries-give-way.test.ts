import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { readEntryFile, writeEntryFile } from '#lib/cms/entry-file.ts'
import { collections } from '#lib/content/collections.ts'
import { nameFieldOf } from '#lib/content/cross-file-problems.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { publicFolder } from '#lib/content/public-folder.ts'
import { FIXTURE_CONTENT } from '#lib/content/testing/copy-of-fixture-content.ts'
import { editorAdditions, writeExtendedContent, type ExtendedContent } from '../extended-content/write-extended-content.ts'
import { phonePhotoAdvisor } from '../phone-photo/add-phone-photo-advisor.ts'
import { writeStoryCorpus } from '../story-corpus/write-story-corpus.ts'

/**
 * Whatever an editor adds, the tests' own entries (the editor additions, the advisor with a phone
 * photo, the generated stories) make way for it: the content they are added to keeps every entry
 * as written and passes the check. Each case is an editor's copy of the valid fixture content, so
 * what it holds is known; the extended content is written from it as `npm test` writes it.
 */

/** Folders an editor may add a file to, as CONTENT.md's "Add a file" says: all but the single files and the emails, whose files are fixed by name. */
const lists = (Object.keys(collections) as CollectionName[]).filter((name) => !('single' in collections[name]) && !('fixedFiles' in collections[name]))

// Each extended copy writes a phone-sized photo and checks the content twice: seconds on a busy machine.
const WRITES_COPIES = { timeout: 120_000 }

const made: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A folder holding `content/` (a copy of the valid fixture) and `public/` (the site's pictures), an editor's working copy. */
function editorsCopy(): { content: string; public: string } {
  const root = mkdtempSync(join(tmpdir(), 'senseahead-editors-copy-'))
  made.push(root)
  const copy = { content: join(root, 'content'), public: join(root, 'public') }
  cpSync(FIXTURE_CONTENT, copy.content, { recursive: true })
  cpSync(publicFolder(process.cwd()), copy.public, { recursive: true })
  return copy
}

/** The Markdown files of every folder of `contentDir`, by path below it, with their text. */
function filesOf(contentDir: string): Map<string, string> {
  return new Map(
    readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => [file, readFileSync(join(contentDir, file), 'utf8')]),
  )
}

/** The extended content of an editor's copy, after checking that the copy itself is valid: every file of the copy kept byte for byte, and no problem. */
async function expectExtendedKeepsEverything(copy: { content: string; public: string }): Promise<ExtendedContent> {
  expect(problemsOf(dirname(copy.content), copy.content, copy.public), "the editor's copy itself").toEqual([])
  const extended = await writeExtendedContent({ content: copy.content, publicFolder: copy.public })
  made.push(extended.root)
  const before = filesOf(copy.content)
  const after = filesOf(extended.contentDir)
  for (const [file, text] of before) expect(after.get(file), file).toBe(text)
  expect(after.size).toBe(before.size + extended.added.length)
  expect(problemsOf(extended.root, extended.contentDir, extended.publicDir)).toEqual([])
  return extended
}

function problemsOf(root: string, contentDir: string, publicDir: string): string[] {
  // Picture fields look for their files where the build does, in the folder PUBLIC_DIR names.
  vi.stubEnv('PUBLIC_DIR', publicDir)
  return loadContent(root, contentDir).problems.map(formatProblem)
}

/** Writes a file into a folder of the copy, as an editor adds one: another file of the folder, copied, with `changes`. */
function addAsAnEditor(contentDir: string, collection: CollectionName, slug: string, changes: Record<string, unknown>): void {
  const [model] = readdirSync(join(contentDir, collection)).filter((file) => file.endsWith('.md'))
  const fields = readEntryFile(readFileSync(join(contentDir, collection, model!), 'utf8'))
  writeFileSync(join(contentDir, collection, `${slug}.md`), writeEntryFile({ ...fields, ...changes }))
}

/** The highest order of a folder of the copy. */
function lastOrder(contentDir: string, collection: CollectionName): number {
  return Math.max(...readdirSync(join(contentDir, collection)).map((file) => Number(readEntryFile(readFileSync(join(contentDir, collection, file), 'utf8')).order)))
}

describe("an editor's new game, dominoes.md, as CONTENT.md's example has it", () => {
  test.each([13, 99])('with order %i', WRITES_COPIES, async (order) => {
    const copy = editorsCopy()
    addAsAnEditor(copy.content, 'games', 'dominoes', { name: 'Dominoes', description: 'Match the dots on the ends of your tiles.', visual: 'dice', order })
    await expectExtendedKeepsEverything(copy)
  })
})

test("an editor's files with the file names, names and orders the tests' entries are written with, and the pictures' and stories' names they take", WRITES_COPIES, async () => {
  const copy = editorsCopy()
  for (const fixture of [editorAdditions, phonePhotoAdvisor]) cpSync(fixture, copy.content, { recursive: true })
  // With the pictures the editor additions show, under the names they are written with.
  cpSync(join(editorAdditions, '..', 'public'), copy.public, { recursive: true })
  // The advisor's photo is made only for the tests: the editor's advisor shows another picture, and a picture of the photo's name is there too.
  const [photoAdvisor] = readdirSync(join(phonePhotoAdvisor, 'advisors'))
  const advisorFile = join(copy.content, 'advisors', photoAdvisor!)
  const advisor = readEntryFile(readFileSync(advisorFile, 'utf8'))
  const elsewhere = readEntryFile(readFileSync(join(FIXTURE_CONTENT, 'advisors', readdirSync(join(FIXTURE_CONTENT, 'advisors'))[0]!), 'utf8'))
  writeFileSync(advisorFile, writeEntryFile({ ...advisor, image: elsewhere.image, imageAlt: elsewhere.imageAlt }))
  mkdirSync(dirname(join(copy.public, String(advisor.image))), { recursive: true })
  cpSync(join(copy.public, String(elsewhere.image)), join(copy.public, String(advisor.image)))
  for (const stories of ['blog-posts', 'podcasts'] as const) writeStoryCorpus(copy.content, stories, 3)
  await expectExtendedKeepsEverything(copy)
})

test("an editor's files with the very file names, names and orders the tests' entries take in that content", WRITES_COPIES, async () => {
  // The extended content holds the tests' entries as they were added: as an editor's content, it has taken every value they took.
  const first = await expectExtendedKeepsEverything(editorsCopy())
  await expectExtendedKeepsEverything({ content: first.contentDir, public: first.publicDir })
})

test('the generated stories pass over the file names and titles an editor gave their stories', () => {
  const copy = editorsCopy()
  // What the corpus would write first: its first post's file name and its second post's title.
  addAsAnEditor(copy.content, 'blog-posts', 'generated-post-0001', { title: 'My first post' })
  addAsAnEditor(copy.content, 'blog-posts', 'my-second-post', { title: 'Generated post number 2' })
  const before = filesOf(copy.content)
  expect(writeStoryCorpus(copy.content, 'blog-posts', 5)).toHaveLength(5)
  const after = filesOf(copy.content)
  for (const [file, text] of before) expect(after.get(file), file).toBe(text)
  expect(after.size).toBe(before.size + 5)
  expect(problemsOf(dirname(copy.content), copy.content, copy.public)).toEqual([])
})

/** An addition as CONTENT.md's "Add a file" describes it: an existing file copied, with a new file name, every shown value changed, and the order after the last (or, for a story, the newest date). */
function addWhatContentMdDescribes(contentDir: string, collection: CollectionName): void {
  const nameField = nameFieldOf(collections[collection])!
  const model = readEntryFile(readFileSync(join(contentDir, collection, readdirSync(join(contentDir, collection))[0]!), 'utf8'))
  addAsAnEditor(contentDir, collection, `an-editors-${collection}-entry`, {
    [nameField]: `An editor's ${String(model[nameField]).slice(0, 40)}`,
    ...('order' in model ? { order: lastOrder(contentDir, collection) + 1 } : {}),
    ...('date' in model ? { date: new Date().toISOString().slice(0, 10) } : {}),
  })
}

test("an editor's copy whose public folder holds only the pictures its content names, none the tests' entries could borrow", WRITES_COPIES, async () => {
  const copy = editorsCopy()
  const named = new Set([...filesOf(copy.content).values()].flatMap((text) => [...text.matchAll(/^[\s-]*[\w-]+: ["']?(\/[\w./-]+\.[a-z0-9]+)["']?\s*$/gm)].map((match) => match[1]!)))
  rmSync(copy.public, { recursive: true })
  for (const picture of named) {
    mkdirSync(dirname(join(copy.public, picture)), { recursive: true })
    cpSync(join(publicFolder(process.cwd()), picture), join(copy.public, picture))
  }
  await expectExtendedKeepsEverything(copy)
})

describe("an editor's addition to each list as CONTENT.md describes it", () => {
  test.each(lists)('to %s', WRITES_COPIES, async (collection) => {
    const copy = editorsCopy()
    addWhatContentMdDescribes(copy.content, collection)
    await expectExtendedKeepsEverything(copy)
  })

  test('to every list at once', WRITES_COPIES, async () => {
    const copy = editorsCopy()
    for (const collection of lists) addWhatContentMdDescribes(copy.content, collection)
    await expectExtendedKeepsEverything(copy)
  })
})
