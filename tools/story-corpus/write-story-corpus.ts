import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readEntryFile } from '#lib/cms/entry-file.ts'
import { blogCategories, podcastCategories } from '#lib/content/fields/content-options.ts'
import { takeIfFree, takenIn, type AddedEntry } from '../test-entries/add-test-entries.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What differs between a generated blog post and a generated episode: the names of their own
 * fields (the summary, who wrote or hosts it, how long it is, where "published elsewhere" goes),
 * their lengths and categories.
 */
const kinds = {
  'blog-posts': {
    slug: 'generated-post',
    noun: 'post',
    fields: { summary: 'excerpt', person: 'author', minutes: 'readTimeMinutes', elsewhere: 'link' },
    minutes: (number: number) => (number % 9) + 2,
    categories: blogCategories,
  },
  podcasts: {
    slug: 'generated-episode',
    noun: 'episode',
    fields: { summary: 'description', person: 'host', minutes: 'durationMinutes', elsewhere: 'audioUrl' },
    minutes: (number: number) => (number % 40) + 10,
    categories: podcastCategories,
  },
} as const

export type StoryCollection = keyof typeof kinds

/**
 * Writes `count` generated blog posts or podcast episodes into `contentFolder`, as an editor would
 * write them: one a day going back from 2025-12-31, every third published elsewhere and the others
 * here, with a few paragraphs and a heading of Markdown, so the build makes a page of each. For
 * measuring how the build and the pages grow with the number of stories. With `allElsewhere`,
 * every one is published elsewhere: stories that fill the lists without pages of their own. Each
 * takes a file name and title no story of the folder has (the numbers an editor's story took are passed over), and the
 * entries written are returned.
 */
export function writeStoryCorpus(contentFolder: string, collection: StoryCollection, count: number, { allElsewhere = false } = {}): AddedEntry[] {
  const kind = kinds[collection]
  const taken = takenIn(contentFolder, collection)
  const image = pictureOfAStory(contentFolder, collection)
  const newest = Date.UTC(2025, 11, 31)
  const written: AddedEntry[] = []
  for (let number = 1, tried = 1; number <= count; tried += 1) {
    const slug = `${kind.slug}-${String(tried).padStart(4, '0')}`
    const title = `Generated ${kind.noun} number ${tried}`
    if (!takeIfFree(taken, slug, title)) continue
    const elsewhere = allElsewhere || number % 3 === 0
    const frontmatter = [
      `title: ${title}`,
      `date: ${new Date(newest - (number - 1) * DAY_MS).toISOString().slice(0, 10)}`,
      `${kind.fields.summary}: A generated ${kind.noun} about calm classrooms and early signs of overload, number ${number} of ${count}.`,
      `${kind.fields.person}: Maya Okafor`,
      `${kind.fields.minutes}: ${kind.minutes(number)}`,
      `category: ${kind.categories[number % kind.categories.length]}`,
      ...(elsewhere ? [`${kind.fields.elsewhere}: https://example.org/${collection}/${slug}`] : []),
      `image: ${image}`,
      `imageAlt: Calm abstract illustration for generated ${kind.noun} number ${number}`,
    ]
    const paragraph = `This ${kind.noun}, number ${number}, describes how a teacher noticed the small signs of rising stress in time, what she changed in the room, and how the day went afterwards.`
    const body = elsewhere ? '' : `\n${paragraph}\n\n## What helped\n\n${paragraph}\n\n${paragraph}\n`
    writeFileSync(join(contentFolder, collection, `${slug}.md`), `---\n${frontmatter.join('\n')}\n---\n${body}`)
    written.push({ collection, slug })
    number += 1
  }
  return written
}

/**
 * The picture of one of the folder's own stories, which every generated one shows: the corpus
 * measures pages, not pictures, and borrows no picture the content may have removed.
 */
function pictureOfAStory(contentFolder: string, collection: StoryCollection): string {
  const folder = join(contentFolder, collection)
  for (const file of readdirSync(folder).filter((each) => each.endsWith('.md'))) {
    const { image } = readEntryFile(readFileSync(join(folder, file), 'utf8'))
    if (typeof image === 'string') return image
  }
  throw new Error(`content/${collection} has no story with a picture for the generated ones to show.`)
}
