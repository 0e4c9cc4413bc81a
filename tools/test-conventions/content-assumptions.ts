/** A place where a test expects what today's content happens to hold. */
export interface ContentAssumption {
  line: number
  text: string
  why: string
}

/** A test reads the site's own content (not a fixture) when it uses one of these. */
const READS_SITE_CONTENT = [
  /\bgetSiteContent\(/,
  /\bcontentFolder\(/,
  /\bsiteContent\b/,
  /\bstoryLists\b/,
  /from '[./]*support\/(routes|story-pages|story-lists)\.ts'/,
  /new URL\('(\.\.\/)+content'/,
  /\bloadContent\(process\.cwd\(\)\)/,
]

/** A count written out: zero and one say "none" and "the one", which is the page's own structure, not the content's size. */
const WRITTEN_COUNT = /(?:toHaveLength|toHaveCount)\((\d+)\)|\.length\)\.(?:toBe|toEqual)\((\d+)\)/g
const STRING_LITERAL = /(['"`])((?:(?!\1)[^\\\n])+)\1/g

/**
 * The places in one test file's source where it expects a count or a name taken from today's
 * content rather than from the content itself: a test that reads the site's content must take what
 * it expects from what it read (through the same function the page uses), so that an editor who adds
 * an entry as CONTENT.md says changes what the test expects instead of failing it. `names` are the
 * titles, names and file names of today's entries.
 */
export function contentAssumptions(source: string, names: ReadonlySet<string>): ContentAssumption[] {
  if (!READS_SITE_CONTENT.some((pattern) => pattern.test(source))) return []
  const found: ContentAssumption[] = []
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(WRITTEN_COUNT)) {
      if (Number(match[1] ?? match[2]) > 1) found.push({ line: index + 1, text: match[0], why: 'a count written out: take it from the content the test read' })
    }
    for (const match of text.matchAll(STRING_LITERAL)) {
      if (names.has(match[2]!)) found.push({ line: index + 1, text: match[0], why: "an entry's name written out: take it from the content the test read" })
    }
  })
  return found
}
