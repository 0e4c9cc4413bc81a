import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { scrollSettled, topOf } from './support/scroll.ts'
import { siteContent } from './support/site-content.ts'

const { open } = useBrowser()
const { settings } = siteContent

/** In-page links stop this far below the top of the window (SPEC §9). */
const OFFSET = 80

describe('Scrolling to home page sections', () => {
  test("'Our Vision' scrolls to the mission section and stops 80 px above it", async () => {
    const page = await open('/')
    await page.getByRole('link', { name: 'Our Vision' }).click()
    await scrollSettled(page)
    expect(Math.abs((await topOf(page, '#mission')) - OFFSET)).toBeLessThanOrEqual(1)
    expect(await page.locator('#mission').evaluate((element) => element === document.activeElement)).toBe(true)
  })

  test.each([
    ['/mission', '#mission'],
    ['/about', '#about'],
    ['/science', '#science'],
    ['/advisors', '#advisors'],
    ['/supporting-orgs', '#supporting-orgs'],
    ['/contact', '#contact'],
  ])('%s shows the home page scrolled to its section', async (path, section) => {
    const page = await open(path)
    await expect.poll(async () => Math.abs((await topOf(page, section)) - OFFSET) <= 1, { timeout: 5000 }).toBe(true)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(settings.hero.headline)
  })

  test('/ opens at the top, also after a reload from further down', async () => {
    const page = await open('/')
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }))
    await page.reload()
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a header link from another page opens the home page at that section', async () => {
    const page = await open('/research')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }).click()
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#supporting-orgs')
    await expect.poll(async () => Math.abs((await topOf(page, '#supporting-orgs')) - OFFSET) <= 1, { timeout: 5000 }).toBe(true)
  })

  test('Home on the home page scrolls to the top in place, without loading the page again', async () => {
    const page = await open('/#community')
    await page.evaluate(() => {
      window.scrollTo({ top: 1500, behavior: 'instant' })
      // A new page load would lose this mark.
      document.documentElement.setAttribute('data-before-home', '')
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    expect(await scrollSettled(page)).toBe(0)
    expect(await page.locator('html').getAttribute('data-before-home')).toBe('')
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/')
  })
})

describe('The header', () => {
  test('has the links of the specification with their targets', async () => {
    const page = await open('/research')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected = [
      ['Home', '/'],
      ['Our People', '/#about'],
      ['Research', '/#science'],
      ['Play With Me', '/play-with-me'],
      ['Partners', '/#supporting-orgs'],
      ['Community', '/#community'],
    ]
    for (const [name, href] of expected) expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href)
    expect(await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#contact')
  })

  test('becomes more opaque once the page has scrolled past 10 px', async () => {
    const page = await open('/', { reducedMotion: 'reduce' })
    const header = page.getByRole('banner')
    const opacity = () => header.evaluate((element) => Number(/rgba?\([^)]*?(?:,\s*|\/\s*)([\d.]+)\)$/.exec(getComputedStyle(element).backgroundColor)?.[1] ?? 1))
    const before = await opacity()
    await page.evaluate(() => window.scrollTo({ top: 5, behavior: 'instant' }))
    await page.waitForTimeout(100)
    expect(await opacity()).toBe(before)
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }))
    await expect.poll(opacity).toBeGreaterThan(before)
  })

  test('on a phone, folds its links into a menu that closes after a choice', async () => {
    const page = await open('/', { viewport: { width: 375, height: 740 } })
    const menuButton = page.getByRole('button', { name: 'Menu' })
    const community = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' })
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(await community.isVisible()).toBe(false)

    await menuButton.click()
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(await community.isVisible()).toBe(true)

    await community.click()
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(await community.isVisible()).toBe(false)
    await scrollSettled(page)
    expect(Math.abs((await topOf(page, '#community')) - OFFSET)).toBeLessThanOrEqual(1)
  })

  test('on a phone, the menu closes with Escape and gives focus back to its button', async () => {
    const page = await open('/research', { viewport: { width: 375, height: 740 } })
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  test('never covers the element that has keyboard focus', async () => {
    const page = await open('/research', { reducedMotion: 'reduce' })
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const link = page.getByRole('link', { name: 'Back to Home' })
    await link.focus()
    const headerBottom = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom)
    expect(await link.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)
  })
})

describe('The footer', () => {
  test('shows the current year, even when the site was built in an earlier year', async () => {
    const page = await open('/')
    await page.clock.setFixedTime(new Date('2031-05-01T12:00:00Z'))
    await page.reload()
    expect(await page.getByRole('contentinfo').getByText(`© 2031 ${settings.name}`).isVisible()).toBe(true)
  })

  test('has the quick links, email and phone of the site', async () => {
    const page = await open('/research')
    const footer = page.getByRole('contentinfo')
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' })
    for (const name of ['Home', 'About Our Founder', 'Science Behind It', 'Our Board of Advisors', 'Get in Touch']) {
      expect(await quickLinks.getByRole('link', { name }).isVisible()).toBe(true)
    }
    expect(await footer.getByRole('link', { name: settings.email }).getAttribute('href')).toBe(`mailto:${settings.email}`)
    // A telephone link holds the digits and the leading plus only, whatever spacing the number is written with.
    expect(await footer.getByRole('link', { name: settings.phone }).getAttribute('href')).toBe(`tel:${settings.phone.replace(/[^+\d]/g, '')}`)
  })
})

describe('Browser history on the home page', () => {
  test('Back after a section link returns to where the visitor was', async () => {
    const page = await open('/', { reducedMotion: 'reduce' })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }).click()
    expect(Math.abs((await topOf(page, '#supporting-orgs')) - OFFSET)).toBeLessThanOrEqual(1)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our People' }).click()
    expect(Math.abs((await topOf(page, '#about')) - OFFSET)).toBeLessThanOrEqual(1)
    await page.goBack()
    await expect.poll(async () => Math.abs((await topOf(page, '#supporting-orgs')) - OFFSET) <= 1).toBe(true)
    await page.goBack()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
