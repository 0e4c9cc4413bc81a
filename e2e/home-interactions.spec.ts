import type { SiteContent } from '#lib/content/collections.ts'
import { latestOnHome } from '#lib/content/latest-on-home.ts'
import { expect, test } from './support/fixtures.ts'
import { paragraphsOf } from './support/paragraphs-of.ts'

// Names, texts and counts come from the content the site was built from, in the order the home
// page shows it; the labels and headings that the page code sets are written out.
const publication = (content: SiteContent, slug: string) => content.publications.find((each) => each.slug === slug)!
/** The newest blog post published on this site rather than elsewhere, if the home page shows one. */
const ownPost = (content: SiteContent) => latestOnHome(content['blog-posts'], content.settings).find((post) => !post.link)

test.describe('The science section', { tag: '@entries' }, () => {
  test('shows the first topic at first and another topic once its card is chosen', async ({ homePage: page, siteContent }) => {
    const topics = siteContent['science-topics']
    // Any topic but the first, to see the choice change.
    const [firstTopic, otherTopic] = [topics[0], topics.at(-1)!]
    const science = page.locator('#science')
    const first = science.getByRole('button', { name: firstTopic!.title })
    const other = science.getByRole('button', { name: otherTopic.title })
    await expect(first).toHaveAttribute('aria-pressed', 'true')
    await expect(other).toHaveAttribute('aria-pressed', 'false')
    const panel = science.getByRole('region', { name: firstTopic!.title })
    await expect(panel.getByRole('heading', { name: 'Key Warning Signs' })).toBeVisible()
    await expect(panel.locator('ul').first().getByRole('listitem')).toHaveText(firstTopic!.indicators)

    await other.click()
    await expect(other).toHaveAttribute('aria-pressed', 'true')
    await expect(first).toHaveAttribute('aria-pressed', 'false')
    const otherPanel = science.getByRole('region', { name: otherTopic.title })
    await expect(otherPanel.getByRole('link', { name: /^Learn More/ })).toHaveCount(otherTopic.publications.length)
    const { doi } = publication(siteContent, otherTopic.publications[0]!)
    await expect(otherPanel.getByRole('link', { name: `DOI: ${doi}` })).toHaveAttribute('href', `https://doi.org/${doi}`)
  })

  test('can be used with the keyboard alone', async ({ homePage: page, siteContent }) => {
    const otherTopic = siteContent['science-topics'].at(-1)!
    const topic = page.getByRole('button', { name: otherTopic.title })
    await topic.focus()
    await page.keyboard.press('Enter')
    await expect(topic).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('region', { name: otherTopic.title })).toBeVisible()
  })
})

test.describe('The partner section', { tag: '@entries' }, () => {
  test('selects the first partner at first and the partner whose card is clicked', async ({ homePage: page, siteContent }) => {
    const { partners } = siteContent
    const [firstPartner, otherPartner] = [partners[0], partners.at(-1)!]
    const section = page.locator('#supporting-orgs')
    await expect(section.getByRole('button', { name: firstPartner!.name })).toHaveAttribute('aria-pressed', 'true')
    await expect(section.getByRole('region', { name: firstPartner!.name }).getByText(firstPartner!.impact[0]!, { exact: true })).toBeVisible()

    // A click on the card's description, not only on its button, selects it.
    await section.getByText(otherPartner.description, { exact: true }).click()
    await expect(section.getByRole('button', { name: otherPartner.name })).toHaveAttribute('aria-pressed', 'true')
    const panel = section.getByRole('region', { name: otherPartner.name })
    await expect(panel.getByText(otherPartner.impact.at(-1)!, { exact: true })).toBeVisible()
    // The Outcomes section is optional: its heading shows only when the partner's file has one.
    await expect(panel.getByRole('heading', { name: 'Outcomes' })).toHaveCount(otherPartner.sections.outcomes ? 1 : 0)
  })

  test('opens each partner site in a new tab without access to this page', async ({ homePage: page, siteContent }) => {
    const links = page.locator('#supporting-orgs').getByRole('link', { name: /^Learn More/ })
    await expect(links).toHaveCount(siteContent.partners.length)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' })

    test("brings the chosen partner's story into view", async ({ homePage: page, siteContent }) => {
      const otherPartner = siteContent.partners.at(-1)!
      const section = page.locator('#supporting-orgs')
      await section.getByRole('button', { name: otherPartner.name }).click()
      // In view means wholly inside the window, not merely partly.
      await expect(section.getByRole('region', { name: otherPartner.name }).getByRole('heading', { name: otherPartner.name })).toBeInViewport({ ratio: 1 })
    })
  })
})

test.describe('The community section', { tag: '@entries' }, () => {
  test('shows podcasts first and blog posts on the second tab', async ({ homePage: page, siteContent }) => {
    const community = page.locator('#community')
    const podcastsTab = community.getByRole('tab', { name: 'Podcasts' })
    const blogTab = community.getByRole('tab', { name: 'Blog Posts' })
    await expect(podcastsTab).toHaveAttribute('aria-selected', 'true')
    await expect(community.getByRole('link', { name: 'Listen Now' })).toHaveCount(latestOnHome(siteContent.podcasts, siteContent.settings).length)

    await blogTab.click()
    await expect(blogTab).toHaveAttribute('aria-selected', 'true')
    await expect(community.getByRole('link', { name: 'Read More' })).toHaveCount(latestOnHome(siteContent['blog-posts'], siteContent.settings).length)
    await expect(community.getByRole('link', { name: 'Listen Now' })).toHaveCount(0)

    await blogTab.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(podcastsTab).toHaveAttribute('aria-selected', 'true')
  })

  test('links a post without an external address to its own page on this site', async ({ homePage: page, siteContent }) => {
    const post = ownPost(siteContent)
    test.skip(!post, 'every blog post the home page shows links elsewhere')
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    const readMore = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: post!.title, exact: true }) })
      .getByRole('link', { name: 'Read More' })
    await expect(readMore).not.toHaveAttribute('target')
    await readMore.click()
    await expect(page).toHaveURL((url) => url.pathname === `/blog/${post!.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title)
  })

  test('leads to the community sign-up page', async ({ homePage: page }) => {
    await expect(page.locator('#community').getByRole('link', { name: 'Join Our Community' })).toHaveAttribute('href', '/community-signup')
  })
})

test.describe('The advisor profile dialog', { tag: '@entries' }, () => {
  test('opens with the full biography and closes with Escape, returning focus to its button', async ({ homePage: page, siteContent }) => {
    const { advisors } = siteContent
    const [firstAdvisor] = advisors
    const profileButtons = page.locator('#advisors').getByRole('button', { name: 'View full profile' })
    await expect(profileButtons).toHaveCount(advisors.length)
    const button = profileButtons.first()
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: firstAdvisor!.name })
    // The full biography, one paragraph per block of the Markdown text.
    const paragraphs = dialog.locator('.advisor-dialog__bio p')
    await expect(paragraphs).toHaveText(paragraphsOf(firstAdvisor!.html))
    await expect(paragraphs.last()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('closes with its close button', async ({ homePage: page, siteContent }) => {
    const button = page.locator('#advisors').getByRole('button', { name: 'View full profile' }).last()
    await button.click()
    const dialog = page.getByRole('dialog', { name: siteContent.advisors.at(-1)!.name })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('leads to the advisor and student ambassador sign-up pages', async ({ homePage: page }) => {
    const section = page.locator('#advisors')
    await expect(section.getByRole('link', { name: 'Become an Advisor' })).toHaveAttribute('href', '/advisor-signup')
    await expect(section.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/student-ambassador-signup')
  })
})
