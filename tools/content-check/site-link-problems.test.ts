import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadContent } from '#lib/content/load-content.server.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { copyOfFixtureContent } from '#lib/content/testing/copy-of-fixture-content.ts'
import { homeSectionRoutes } from '#pages/index/home-routes.ts'
import { storyKinds } from '#pages/_components/story-page/story-kinds.ts'
import { siteLinkProblem, siteLinkProblems, withSiteLinksChecked } from './site-link-problems.ts'
import { sitePages, type SitePages } from './site-pages.ts'

let root: string
let remove: () => void
let pages: SitePages
beforeAll(() => {
  ;({ root, remove } = copyOfFixtureContent())
  pages = sitePages(loadContent(root).content!)
})
afterAll(() => remove())

test('the pages are those the build makes: the route folders, the home page and its section addresses, the stories and their lists', () => {
  const content = loadContent(root).content!
  for (const path of ['/', '/research', '/play-with-me', '/search', '/blog', '/podcasts', ...Object.keys(homeSectionRoutes), ...storyKinds.podcasts.paths(content)]) {
    expect(pages.has(path), path).toBe(true)
  }
  for (const path of ['/_error', '/index', '/blog/@slug', '/blog/page/2']) expect(pages.has(path), path).toBe(false)
})

test.each([
  ['/research', undefined],
  ['/research/', undefined],
  ['/#advisors', undefined],
  ['/about#contact', undefined],
  ['/reserch', 'Did you mean /research?'],
  ['/play-with-mee', 'Did you mean /play-with-me?'],
  ['/blog/page/2', 'Link to a page the site has'],
  ['/research-projects', 'Link to a page the site has'],
  ['/#advisers', 'Did you mean /#advisors?'],
  ['/contact#misson', 'Did you mean /contact#mission?'],
])('a link to %s: %s', (url, advice) => {
  const problem = siteLinkProblem(url, pages)
  if (advice === undefined) expect(problem).toBeUndefined()
  else expect(problem).toContain(advice)
})

test('a link that leads to no page, in a text and in a field of the frontmatter, is refused on its line with the page meant', () => {
  const folder = join(root, 'content')
  const post = join(folder, 'podcasts', 'building-sensory-friendly-classrooms.md')
  const written = readFileSync(post, 'utf8')
  const changed = `${written.trimEnd()}\n\nRead [our research](/reserch) and [the advisors](/#advisers).\n`
  writeFileSync(post, changed)
  const email = join(folder, 'emails', 'contact.md')
  writeFileSync(email, readFileSync(email, 'utf8').replace('[Yes, send me news]({confirmLink})', '[Yes, send me news]({confirmLink}), or see [Play With Me](/play-with-mee)'))
  const line = changed.split('\n').findIndex((each) => each.includes('/reserch')) + 1
  expect(siteLinkProblems(folder, pages).map(formatProblem)).toEqual([
    `content/podcasts/building-sensory-friendly-classrooms.md:${line} text: the link /reserch leads to no page of this site, so visitors would land on the "page not found" page. Did you mean /research? Link to a page the site has, like /research`,
    `content/podcasts/building-sensory-friendly-classrooms.md:${line} text: the link /#advisers leads to /, which has no section "advisers". Did you mean /#advisors? Its sections: ${Object.values(
      homeSectionRoutes,
    )
      .map((id) => `#${id}`)
      .join(', ')}`,
    'content/emails/contact.md:3 updates: the link /play-with-mee leads to no page of this site, so visitors would land on the "page not found" page. Did you mean /play-with-me? Link to a page the site has, like /research',
  ])
})

test('the check of the content folder and the dev server take the content only once its links lead somewhere', () => {
  const fresh = copyOfFixtureContent()
  try {
    const folder = join(fresh.root, 'content')
    const valid = loadContent(fresh.root)
    expect(withSiteLinksChecked(valid, folder)).toBe(valid)
    const project = join(folder, 'research-projects', readdirSync(join(folder, 'research-projects')).sort()[0]!)
    writeFileSync(project, `${readFileSync(project, 'utf8').trimEnd()}\n\nSee [our research](/reserch).\n`)
    const linked = loadContent(fresh.root)
    expect(linked.content).toBeDefined()
    expect(withSiteLinksChecked(linked, folder).content).toBeUndefined()
    expect(withSiteLinksChecked(linked, folder).problems.map(({ message }) => message)).toEqual([expect.stringContaining('Did you mean /research?')])
    const broken = { problems: [{ file: 'content/games/chess.md', message: 'a problem of its own' }] }
    expect(withSiteLinksChecked(broken, folder)).toBe(broken)
  } finally {
    fresh.remove()
  }
})
