import { readdirSync } from 'node:fs'
import { expect, test } from '../support/fixtures.ts'
import { collections } from '../../lib/content/collections.ts'
import { storyIndexes } from '../../pages/_components/story-index/story-indexes.ts'
import { bodyOf, contentFile, frontmatterOf, openCms, read } from './cms-steps.ts'

test("a blog post's preview is its card and, below it, its own page with its whole text, in the site's styles", async ({ page }) => {
  // A post published on this site (one with a link elsewhere has no page here).
  const file = readdirSync(contentFile('blog-posts')).find((name) => !frontmatterOf(read(`blog-posts/${name}`)).link)
  test.skip(!file, 'every post is published elsewhere')
  const post = frontmatterOf(read(`blog-posts/${file}`))
  await openCms(page, `#/collections/blog-posts/entries/${file!.replace(/\.md$/, '')}`)
  const storyPage = page.frameLocator('iframe').locator('article.story-page')
  await expect(storyPage.getByRole('heading', { level: 1 })).toHaveText(String(post.title))
  await expect(storyPage.getByRole('link', { name: `Back to ${storyIndexes.blog.heading}` })).toBeVisible()
  // The last paragraph of the text too, as the page renders it from the Markdown.
  const lastParagraph = bodyOf(read(`blog-posts/${file}`))
    .split('\n\n')
    .findLast((block) => /^[A-Za-z]/.test(block))!
  await expect(storyPage.locator('.story-page__body')).toContainText(lastParagraph.split(/[*_`[\]()]/)[0]!.trim())
  // The page's own styles reach the preview: its text column keeps the site's width.
  await expect(storyPage.locator('.story-page__inner')).toHaveCSS('max-width', '768px')
})

test('a research project is previewed as the Our Research page lists it: status, text and partners, in its styles', async ({ page }) => {
  const file = readdirSync(contentFile('research-projects')).find((name) => name.endsWith('.md'))!
  const project = frontmatterOf(read(`research-projects/${file}`))
  await openCms(page, `#/collections/research-projects/entries/${file.replace(/\.md$/, '')}`)
  const card = page.frameLocator('iframe').locator('.research-page__project')
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(String(project.title))
  await expect(card).toContainText(String(project.status))
  await expect(card.getByRole('heading', { name: 'Partners' })).toBeVisible()
  for (const partner of project.partners as string[]) await expect(card).toContainText(partner)
  const firstWords = bodyOf(read(`research-projects/${file}`))
    .split(/[*_`[\]()\n]/)[0]!
    .trim()
  await expect(card.locator('.prose')).toContainText(firstWords)
  // The page's styles reach the preview: the card is laid out as a card, not as bare text.
  await expect(card).not.toHaveCSS('border-radius', '0px')
})

test("a partner is previewed as the home page shows it when chosen: its card and the panel with its story's sections", async ({ page }) => {
  const file = readdirSync(contentFile('partners')).find((name) => name.endsWith('.md'))!
  const partner = frontmatterOf(read(`partners/${file}`))
  await openCms(page, `#/collections/partners/entries/${file.replace(/\.md$/, '')}`)
  const explorer = page.frameLocator('iframe').locator('.partner-explorer')
  await expect(explorer.locator('.partner-explorer__name')).toHaveText(String(partner.name))
  const required = Object.values(collections.partners.body.sections).filter((section) => section.required)
  for (const { heading } of required) await expect(explorer.getByRole('heading', { name: heading })).toBeVisible()
  for (const impact of partner.impact as string[]) await expect(explorer.getByText(impact).first()).toBeVisible()
})
