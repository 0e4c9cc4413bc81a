import { readdirSync } from 'node:fs'
import { collections } from '#lib/content/collections.ts'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'
import { publicationCitation } from '#pages/_components/science-explorer/publication-citation.ts'
import { bodyOf, contentFile, entriesOf, expect, formOf, frontmatterOf, openCms, read, test } from './cms-steps.ts'

/** The first words of a Markdown text, up to its first mark of formatting or line end, as a page shows them. */
const firstWords = (markdown: string) =>
  markdown
    .trim()
    .split(/[*_`[\]()\n]/)[0]!
    .trim()

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

test("an advisor's preview opens the profile dialog a visitor opens, inside the preview and in the site's styles", async ({ page }) => {
  const path = entriesOf('advisors')[0]!
  const advisor = frontmatterOf(read(path))
  await openCms(page, formOf(path))
  const preview = page.frameLocator('iframe')
  await preview.getByRole('button', { name: 'View full profile' }).click()
  const dialog = preview.getByRole('dialog', { name: String(advisor.name) })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(String(advisor.title))).toBeVisible()
  await expect(dialog.locator('.prose')).toContainText(firstWords(bodyOf(read(path))))
  // The dialog's own styles reach the preview: it floats over the page, as visitors see it.
  await expect(dialog).toHaveCSS('position', 'fixed')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The form stays the editor's while it is open (a modal dialog's focus trap would take the focus
  // back), and the dialog shows what they type.
  const title = 'Professor of Developmental Psychology'
  await page.getByLabel('Title', { exact: true }).fill(title)
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused()
  await expect(dialog.getByText(title)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test("a science topic's preview is its panel as the home page shows it, with the publications it cites from their own files", async ({ page }) => {
  const path = entriesOf('science-topics')[0]!
  const topic = frontmatterOf(read(path))
  await openCms(page, formOf(path))
  const panel = page.frameLocator('iframe').locator('#science-panel')
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(String(topic.title))
  for (const { heading } of Object.values(collections['science-topics'].body.sections)) await expect(panel).toContainText(firstWords(bodyOf(read(path)).split(`## ${heading}`)[1]!))
  for (const sign of topic.indicators as string[]) await expect(panel.locator('.science-explorer__signs')).toContainText(sign)
  const cited = (topic.publications as string[]).map((slug) => frontmatterOf(read(`publications/${slug}.md`)))
  await expect(panel.locator('.science-explorer__publication')).toHaveCount(cited.length)
  for (const publication of cited) await expect(panel.locator('.science-explorer__publications')).toContainText(publicationCitation(publication as never))
  // The explorer's styles reach the preview: the panel is laid out as a card.
  await expect(panel).not.toHaveCSS('border-radius', '0px')
})

test("a student ambassador is previewed as the home page's advisors section lists them, in its styles", async ({ page }) => {
  const path = entriesOf('student-ambassadors')[0]!
  const ambassador = frontmatterOf(read(path))
  await openCms(page, formOf(path))
  const card = page.frameLocator('iframe').locator('.ambassador-card')
  await expect(card.getByRole('heading', { level: 4 })).toHaveText(String(ambassador.name))
  await expect(card).toContainText(`${String(ambassador.grade)} grade, ${String(ambassador.school)}`)
  await expect(card).toContainText(String(ambassador.bio))
  await expect(card).not.toHaveCSS('border-radius', '0px')
})
