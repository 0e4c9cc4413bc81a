import { slugPattern } from './fields/slug-pattern.ts'
import type { ContentProblem } from './content-problem.ts'

/** What is wrong with a content file's name, `slug` being the name without its last .md: a doubled .md, or letters an address cannot hold. */
export function fileNameProblems(file: string, slug: string): ContentProblem[] {
  if (/\.md$/i.test(slug)) return [{ file, line: 1, message: `the file name ends in .md twice: rename it ${slug.replace(/\.md$/i, '')}.md` }]
  if (slugPattern.test(slug)) return []
  const renamed = slug
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return [
    {
      file,
      line: 1,
      message: `the file name must be lower case letters, digits and dashes, as it becomes part of the page's address: rename it ${renamed || 'go-fish'}.md`,
    },
  ]
}
