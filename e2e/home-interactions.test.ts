import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'
import { paragraphsOf } from './support/paragraphs-of.ts'
import { siteContent } from './support/site-content.ts'

const { open } = useBrowser()

// Names, texts and counts come from the content the site was built from, in the order the home
// page shows it; the labels and headings that the page code sets are written out.
const topics = siteContent['science-topics']
const partners = siteContent.partners
const advisors = siteContent.advisors
const publication = (slug: string) => siteContent.publications.find((each) => each.slug === slug)!
/** Any topic or partner but the first, to see the choice change. */
const otherTopic = topics.at(-1)!
const otherPartner = partners.at(-1)!
const ownPost = siteContent['blog-posts'].toSorted((a, b) => b.date.localeCompare(a.date)).find((post) => !post.link)

async function openHome() {
  const page = await open('/')
  await waitForIslands(page)
  return page
}

describe('The science section', () => {
  test('shows the first topic at first and another topic once its card is chosen', async () => {
    const [firstTopic] = topics
    const page = await openHome()
    const science = page.locator('#science')
    const first = science.getByRole('button', { name: firstTopic!.title })
    const other = science.getByRole('button', { name: otherTopic.title })
    expect(await first.getAttribute('aria-pressed')).toBe('true')
    expect(await other.getAttribute('aria-pressed')).toBe('false')
    const panel = science.getByRole('region', { name: firstTopic!.title })
    expect(await panel.getByRole('heading', { name: 'Key Warning Signs' }).isVisible()).toBe(true)
    expect(await panel.locator('ul').first().getByRole('listitem').allTextContents()).toEqual(firstTopic!.indicators)

    await other.click()
    expect(await other.getAttribute('aria-pressed')).toBe('true')
    expect(await first.getAttribute('aria-pressed')).toBe('false')
    const otherPanel = science.getByRole('region', { name: otherTopic.title })
    expect(await otherPanel.getByRole('link', { name: /^Learn More/ }).count()).toBe(otherTopic.publications.length)
    const { doi } = publication(otherTopic.publications[0]!)
    expect(await otherPanel.getByRole('link', { name: `DOI: ${doi}` }).getAttribute('href')).toBe(`https://doi.org/${doi}`)
  })

  test('can be used with the keyboard alone', async () => {
    const page = await openHome()
    const topic = page.getByRole('button', { name: otherTopic.title })
    await topic.focus()
    await page.keyboard.press('Enter')
    expect(await topic.getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByRole('region', { name: otherTopic.title }).isVisible()).toBe(true)
  })
})

describe('The partner section', () => {
  test('selects the first partner at first and the partner whose card is clicked', async () => {
    const [firstPartner] = partners
    const page = await openHome()
    const section = page.locator('#supporting-orgs')
    expect(await section.getByRole('button', { name: firstPartner!.name }).getAttribute('aria-pressed')).toBe('true')
    expect(await section.getByRole('region', { name: firstPartner!.name }).getByText(firstPartner!.impact[0]!, { exact: true }).isVisible()).toBe(true)

    // A click on the card's description, not only on its button, selects it.
    await section.getByText(otherPartner.description, { exact: true }).click()
    expect(await section.getByRole('button', { name: otherPartner.name }).getAttribute('aria-pressed')).toBe('true')
    const panel = section.getByRole('region', { name: otherPartner.name })
    // The Outcomes section is optional: its heading shows only when the partner's file has one.
    expect(await panel.getByRole('heading', { name: 'Outcomes' }).count()).toBe(otherPartner.sections.outcomes ? 1 : 0)
    expect(await panel.getByText(otherPartner.impact.at(-1)!, { exact: true }).isVisible()).toBe(true)
  })

  test("on a phone brings the chosen partner's story into view", async () => {
    const page = await open('/', { viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' })
    await waitForIslands(page)
    const section = page.locator('#supporting-orgs')
    await section.getByRole('button', { name: otherPartner.name }).click()
    const heading = section.getByRole('region', { name: otherPartner.name }).getByRole('heading', { name: otherPartner.name })
    const box = await heading.boundingBox()
    expect(box!.y).toBeGreaterThan(0)
    expect(box!.y + box!.height).toBeLessThan(740)
  })

  test('opens each partner site in a new tab without access to this page', async () => {
    const page = await openHome()
    const links = page.locator('#supporting-orgs').getByRole('link', { name: /^Learn More/ })
    expect(await links.count()).toBe(partners.length)
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })
})

describe('The community section', () => {
  test('shows podcasts first and blog posts on the second tab', async () => {
    const page = await openHome()
    const community = page.locator('#community')
    const podcastsTab = community.getByRole('tab', { name: 'Podcasts' })
    const blogTab = community.getByRole('tab', { name: 'Blog Posts' })
    expect(await podcastsTab.getAttribute('aria-selected')).toBe('true')
    expect(await community.getByRole('link', { name: 'Listen Now' }).count()).toBe(siteContent.podcasts.length)

    await blogTab.click()
    expect(await blogTab.getAttribute('aria-selected')).toBe('true')
    expect(await community.getByRole('link', { name: 'Read More' }).count()).toBe(siteContent['blog-posts'].length)
    expect(await community.getByRole('link', { name: 'Listen Now' }).count()).toBe(0)

    await blogTab.focus()
    await page.keyboard.press('ArrowLeft')
    // Radix moves focus to the next tab on a timer, so the change is awaited rather than read at once.
    await expect.poll(() => podcastsTab.getAttribute('aria-selected')).toBe('true')
  })

  test.runIf(ownPost)('links a post without an external address to its own page on this site', async () => {
    const page = await openHome()
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    const readMore = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: ownPost!.title, exact: true }) })
      .getByRole('link', { name: 'Read More' })
    expect(await readMore.getAttribute('target')).toBeNull()
    await readMore.click()
    await page.waitForURL((url) => url.pathname === `/blog/${ownPost!.slug}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ownPost!.title)
  })

  test('leads to the community sign-up page', async () => {
    const page = await openHome()
    expect(await page.locator('#community').getByRole('link', { name: 'Join Our Community' }).getAttribute('href')).toBe('/community-signup')
  })
})

describe('The advisor profile dialog', () => {
  test('opens with the full biography and closes with Escape, returning focus to its button', async () => {
    const [firstAdvisor] = advisors
    const page = await openHome()
    const profileButtons = page.locator('#advisors').getByRole('button', { name: 'View full profile' })
    expect(await profileButtons.count()).toBe(advisors.length)
    const button = profileButtons.first()
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: firstAdvisor!.name })
    await dialog.waitFor()
    // The full biography, one paragraph per block of the Markdown text.
    const paragraphs = dialog.locator('.advisor-dialog__bio p')
    expect((await paragraphs.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(paragraphsOf(firstAdvisor!.html))
    expect(await paragraphs.last().isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Radix gives focus back on a timer after the dialog has gone, so the move is awaited.
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  test('closes with its close button', async () => {
    const page = await openHome()
    const button = page.locator('#advisors').getByRole('button', { name: 'View full profile' }).last()
    await button.click()
    const dialog = page.getByRole('dialog', { name: advisors.at(-1)!.name })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    // Radix gives focus back on a timer after the dialog has gone, so the move is awaited.
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  test('leads to the advisor and student ambassador sign-up pages', async () => {
    const page = await openHome()
    const advisors = page.locator('#advisors')
    expect(await advisors.getByRole('link', { name: 'Become an Advisor' }).getAttribute('href')).toBe('/advisor-signup')
    expect(await advisors.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/student-ambassador-signup')
  })
})
