import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { collections } from '#lib/content/collections.ts'
import type { ContentProblem } from '#lib/content/content-problem.ts'
import type { LoadedContent } from '#lib/content/load-content.server.ts'
import { fieldPath } from '#lib/content/field-path.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { parseContentFile } from '#lib/content/parse-content-file.ts'
import { parseMarkdown } from '#lib/content/parse-markdown.ts'
import { suggest } from '#lib/content/suggest.ts'
import { sitePages, type SitePages } from './site-pages.ts'

interface MarkdownNode {
  type: string
  url?: string
  position?: { start: { line: number } }
  children?: MarkdownNode[]
}

/** A link to a page of this site, with or without a section: /research, /#advisors. Files (/images/…, /media/…) are held to the picture and file rules. */
const SITE_LINK = /^\/(?!\/|images\/|media\/)[^\s.?#]*(?:#[^\s]*)?$/

/** What is wrong with a link to this site: a page the build does not make, or a section its page does not have; nothing when it leads somewhere. */
export function siteLinkProblem(url: string, pages: SitePages): string | undefined {
  const [written, section] = url.split('#') as [string, string | undefined]
  const path = written.length > 1 ? written.replace(/\/$/, '') : written
  const sections = pages.get(path)
  if (!sections) {
    const guess = suggest(path, [...pages.keys()])
    return `the link ${url} leads to no page of this site, so visitors would land on the "page not found" page.${guess ? ` Did you mean ${guess}${section === undefined ? '' : `#${section}`}?` : ''} Link to a page the site has, like /research`
  }
  if (!section || sections.size === 0 || sections.has(section)) return undefined
  const guess = suggest(section, [...sections])
  return `the link ${url} leads to ${path}, which has no section "${section}".${guess ? ` Did you mean ${path}#${guess}?` : ''} Its sections: ${[...sections].map((each) => `#${each}`).join(', ')}`
}

/** The site links of a Markdown text, each with its 1-based line in the text. */
function markdownSiteLinks(text: string): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = []
  const visit = (node: MarkdownNode) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url && SITE_LINK.test(node.url)) links.push({ url: node.url, line: node.position?.start.line ?? 1 })
    for (const child of node.children ?? []) visit(child)
  }
  visit(parseMarkdown(text) as unknown as MarkdownNode)
  return links
}

/** Every string of a frontmatter value, with its path. */
function strings(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]))
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]))
  return []
}

/**
 * Links to pages of this site that lead nowhere, in every content file of `folder`: in the
 * Markdown text and in the frontmatter's texts, a field that is a link itself or holds Markdown
 * links. `pages` are the pages the build makes of the content (site-pages.ts), so a link is held
 * to the site as it will be published, with the page meant when one is close.
 */
export function siteLinkProblems(folder: string, pages: SitePages): ContentProblem[] {
  return (Object.keys(collections) as CollectionName[]).flatMap((name) =>
    readdirSync(join(folder, name))
      .filter((fileName) => fileName.endsWith('.md'))
      .flatMap((fileName) => {
        const file = `content/${name}/${fileName}`
        const parsed = parseContentFile(readFileSync(join(folder, name, fileName), 'utf8'))
        if (!parsed.ok) return []
        const { data, body, bodyLine, lineOf } = parsed.file
        const inFields = strings(data).flatMap(({ path, text }) =>
          (SITE_LINK.test(text) ? [text] : markdownSiteLinks(text).map(({ url }) => url)).map((url) => ({ url, line: lineOf(path), field: fieldPath(path) })),
        )
        const inText = markdownSiteLinks(body).map(({ url, line }) => ({ url, line: bodyLine + line - 1, field: 'text' }))
        return [...inFields, ...inText].flatMap(({ url, line, field }) => {
          const message = siteLinkProblem(url, pages)
          return message ? [{ file, line, field, message }] : []
        })
      }),
  )
}

/**
 * Content as read, with its links to the site's own pages checked once it has no other problem
 * (the pages are made from it): what the check of the content folder and the dev server report.
 */
export function withSiteLinksChecked(loaded: LoadedContent, folder: string): LoadedContent {
  if (!loaded.content) return loaded
  const problems = siteLinkProblems(folder, sitePages(loaded.content))
  return problems.length === 0 ? loaded : { problems }
}
