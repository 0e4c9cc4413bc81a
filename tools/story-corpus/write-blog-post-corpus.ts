import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { blogCategories } from '../../lib/content/fields/content-options.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** One drawing the shipped posts use: the corpus measures pages, not pictures. */
const IMAGE = '/images/blog/why-i-started-senseahead.svg'

/**
 * Writes `count` generated blog posts into `contentFolder`/blog-posts, as an editor would write
 * them: one a day going back from 2025-12-31, every third published elsewhere (a link) and the
 * others here, with a few paragraphs and a heading of Markdown, so the build makes a page of each.
 * For measuring how the build and the pages grow with the number of posts. With `allElsewhere`,
 * every one is published elsewhere: posts that fill the lists without pages of their own.
 */
export function writeBlogPostCorpus(contentFolder: string, count: number, { allElsewhere = false } = {}): void {
  const newest = Date.UTC(2025, 11, 31)
  for (let number = 1; number <= count; number += 1) {
    const slug = `generated-post-${String(number).padStart(4, '0')}`
    const date = new Date(newest - (number - 1) * DAY_MS).toISOString().slice(0, 10)
    const elsewhere = allElsewhere || number % 3 === 0
    const frontmatter = [
      `title: Generated post number ${number}`,
      `excerpt: A generated post about calm classrooms and early signs of overload, number ${number} of ${count}.`,
      'author: Maya Okafor',
      `date: ${date}`,
      `readTimeMinutes: ${(number % 9) + 2}`,
      `category: ${blogCategories[number % blogCategories.length]}`,
      ...(elsewhere ? [`link: https://example.org/blog/${slug}`] : []),
      `image: ${IMAGE}`,
      `imageAlt: Calm abstract illustration for generated post number ${number}`,
    ]
    const paragraph = `Post ${number} describes how a teacher noticed the small signs of rising stress in time, what she changed in the room, and how the day went afterwards.`
    const body = elsewhere ? '' : `\n${paragraph}\n\n## What helped\n\n${paragraph}\n\n${paragraph}\n`
    writeFileSync(join(contentFolder, 'blog-posts', `${slug}.md`), `---\n${frontmatter.join('\n')}\n---\n${body}`)
  }
}
