import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'

const { open } = useBrowser()

async function openHome() {
  const page = await open('/')
  await waitForIslands(page)
  return page
}

describe('The science section', () => {
  test('shows the first topic at first and another topic once its card is chosen', async () => {
    const page = await openHome()
    const science = page.locator('#science')
    const first = science.getByRole('button', { name: /Physiological Indicators/ })
    const environmental = science.getByRole('button', { name: /Environmental Triggers/ })
    expect(await first.getAttribute('aria-pressed')).toBe('true')
    expect(await environmental.getAttribute('aria-pressed')).toBe('false')
    const panel = science.getByRole('region', { name: 'Physiological Indicators' })
    expect(await panel.getByRole('heading', { name: 'Key Warning Signs' }).isVisible()).toBe(true)
    expect(await panel.locator('ul').first().getByRole('listitem').count()).toBe(5)

    await environmental.click()
    expect(await environmental.getAttribute('aria-pressed')).toBe('true')
    expect(await first.getAttribute('aria-pressed')).toBe('false')
    const environmentalPanel = science.getByRole('region', { name: 'Environmental Triggers' })
    expect(await environmentalPanel.getByRole('link', { name: /^Learn More/ }).count()).toBe(2)
    expect(await environmentalPanel.getByRole('link', { name: /^DOI: 10\.1007\/s10803-008-0593-3/ }).getAttribute('href')).toBe('https://doi.org/10.1007/s10803-008-0593-3')
  })

  test('can be used with the keyboard alone', async () => {
    const page = await openHome()
    const cognitive = page.getByRole('button', { name: /Cognitive Load Markers/ })
    await cognitive.focus()
    await page.keyboard.press('Enter')
    expect(await cognitive.getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByRole('region', { name: 'Cognitive Load Markers' }).isVisible()).toBe(true)
  })
})

describe('The partner section', () => {
  test('selects the first partner at first and the partner whose card is clicked', async () => {
    const page = await openHome()
    const partners = page.locator('#supporting-orgs')
    expect(await partners.getByRole('button', { name: /Bright Voices Youth Corps/ }).getAttribute('aria-pressed')).toBe('true')
    expect(await partners.getByRole('region', { name: 'Bright Voices Youth Corps' }).getByText('75 students across three cohorts').isVisible()).toBe(true)

    // A click on the card's description, not only on its button, selects it.
    await partners.getByText(/^The National Autism Research Fund is a national charity/).click()
    expect(await partners.getByRole('button', { name: /National Autism Research Fund/ }).getAttribute('aria-pressed')).toBe('true')
    const panel = partners.getByRole('region', { name: 'National Autism Research Fund' })
    expect(await panel.getByRole('heading', { name: 'Outcomes' }).isVisible()).toBe(true)
    expect(await panel.getByText('15,000 families reached').isVisible()).toBe(true)
  })

  test('on a phone brings the chosen partner\'s story into view', async () => {
    const page = await open('/', { viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' })
    await waitForIslands(page)
    const partners = page.locator('#supporting-orgs')
    await partners.getByRole('button', { name: /Riverbend Autism Network/ }).click()
    const heading = partners.getByRole('region', { name: 'Riverbend Autism Network' }).getByRole('heading', { name: 'Riverbend Autism Network' })
    const box = await heading.boundingBox()
    expect(box!.y).toBeGreaterThan(0)
    expect(box!.y + box!.height).toBeLessThan(740)
  })

  test('opens each partner site in a new tab without access to this page', async () => {
    const page = await openHome()
    const links = page.locator('#supporting-orgs').getByRole('link', { name: /^Learn More/ })
    expect(await links.count()).toBe(3)
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
    expect(await community.getByRole('link', { name: 'Listen Now' }).count()).toBe(3)

    await blogTab.click()
    expect(await blogTab.getAttribute('aria-selected')).toBe('true')
    expect(await community.getByRole('link', { name: 'Read More' }).count()).toBe(3)
    expect(await community.getByRole('link', { name: 'Listen Now' }).count()).toBe(0)

    await blogTab.focus()
    await page.keyboard.press('ArrowLeft')
    // Radix moves focus to the next tab on a timer, so the change is awaited rather than read at once.
    await expect.poll(() => podcastsTab.getAttribute('aria-selected')).toBe('true')
  })

  test('links a post without an external address to its own page on this site', async () => {
    const page = await openHome()
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    const readMore = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Why I Started SenseAhead' }) }).getByRole('link', { name: 'Read More' })
    expect(await readMore.getAttribute('target')).toBeNull()
    await readMore.click()
    await page.waitForURL((url) => url.pathname === '/blog/why-i-started-senseahead')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Why I Started SenseAhead')
  })

  test('leads to the community sign-up page', async () => {
    const page = await openHome()
    expect(await page.locator('#community').getByRole('link', { name: 'Join Our Community' }).getAttribute('href')).toBe('/community-signup')
  })
})

describe('The advisor profile dialog', () => {
  test('opens with the full biography and closes with Escape, returning focus to its button', async () => {
    const page = await openHome()
    const profileButtons = page.locator('#advisors').getByRole('button', { name: 'View full profile' })
    expect(await profileButtons.count()).toBe(2)
    const button = profileButtons.first()
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Dr. Elena Marsh' })
    await dialog.waitFor()
    // The full biography, one paragraph per block of the Markdown text.
    expect(await dialog.locator('.advisor-dialog__bio > p').count()).toBe(4)
    expect(await dialog.getByText(/playing the cello/).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Radix gives focus back on a timer after the dialog has gone, so the move is awaited.
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  test('closes with its close button', async () => {
    const page = await openHome()
    const button = page.locator('#advisors').getByRole('button', { name: 'View full profile' }).nth(1)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'James Whitfield' })
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
