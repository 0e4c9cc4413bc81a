import { expect, test } from './support/fixtures.ts'
import { scrollSettled } from './support/scroll-settled.ts'
import { sectionMisalignment } from './support/section-misalignment.ts'

const phone = { width: 375, height: 740 }

test.describe('Scrolling to home page sections', () => {
  test("'Our Vision' scrolls to the mission section and stops 80 px above it", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Our Vision' }).click()
    await scrollSettled(page)
    await expect.poll(() => sectionMisalignment(page, '#mission')).toBeLessThanOrEqual(1)
    await expect(page.locator('#mission')).toBeFocused()
  })

  const sectionRoutes = [
    ['/mission', '#mission'],
    ['/about', '#about'],
    ['/science', '#science'],
    ['/advisors', '#advisors'],
    ['/supporting-orgs', '#supporting-orgs'],
    ['/contact', '#contact'],
  ] as const
  for (const [path, section] of sectionRoutes) {
    test(`${path} shows the home page scrolled to its section`, async ({ page, siteContent }) => {
      await page.goto(path)
      await expect.poll(() => sectionMisalignment(page, section)).toBeLessThanOrEqual(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteContent.settings.hero.headline)
    })
  }

  test('/ opens at the top, also after a reload from further down', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }))
    await page.reload()
    // Where the page comes to rest once loaded, after any restoring of the old position.
    await expect.poll(() => scrollSettled(page)).toBe(0)
  })

  for (const path of ['/', '/contact']) {
    test(`a visitor who scrolls as ${path} opens stays where they scrolled`, async ({ page }) => {
      await page.clock.install()
      // The visitor's wheel turns as the page's own script has just started, before its scroll
      // to where the page opens has run.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.dispatchEvent(new WheelEvent('wheel', { deltaY: 1500 }))
          window.scrollTo({ top: 1500, behavior: 'instant' })
        })
      })
      await page.goto(path)
      await page.clock.runFor(1000)
      expect(await scrollSettled(page)).toBe(1500)
    })
  }

  test('a header link from another page opens the home page at that section', async ({ page }) => {
    await page.goto('/research')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#supporting-orgs')
    await expect.poll(() => sectionMisalignment(page, '#supporting-orgs')).toBeLessThanOrEqual(1)
  })

  test('Home on the home page scrolls to the top in place, without loading the page again', async ({ page }) => {
    await page.goto('/#community')
    await page.evaluate(() => {
      window.scrollTo({ top: 1500, behavior: 'instant' })
      // A new page load would lose this mark.
      document.documentElement.setAttribute('data-before-home', '')
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await expect.poll(() => scrollSettled(page)).toBe(0)
    await expect(page.locator('html')).toHaveAttribute('data-before-home', '')
    await expect(page).toHaveURL((url) => url.pathname + url.hash === '/')
  })
})

test.describe('The header', () => {
  test('has the links of the specification with their targets', async ({ page }) => {
    await page.goto('/research')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected = [
      ['Home', '/'],
      ['Our People', '/#about'],
      ['Research', '/#science'],
      ['Play With Me', '/play-with-me'],
      ['Partners', '/#supporting-orgs'],
      ['Community', '/#community'],
    ]
    for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact')
  })

  test('becomes more opaque once the page has scrolled past 10 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const header = page.getByRole('banner')
    const opacity = () => header.evaluate((element) => Number(/rgba?\([^)]*?(?:,\s*|\/\s*)([\d.]+)\)$/.exec(getComputedStyle(element).backgroundColor)?.[1] ?? 1))
    const before = await opacity()
    // Resolves once the page has handled the scroll: the header's own listener came first.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('scroll', resolve, { once: true })
          window.scrollTo({ top: 5, behavior: 'instant' })
        }),
    )
    await expect.poll(opacity).toBe(before)
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }))
    await expect.poll(opacity).toBeGreaterThan(before)
  })

  test('on a phone, folds its links into a menu that closes after a choice', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    const community = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(community).toBeHidden()

    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(community).toBeVisible()

    await community.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(community).toBeHidden()
    await scrollSettled(page)
    await expect.poll(() => sectionMisalignment(page, '#community')).toBeLessThanOrEqual(1)
  })

  test('on a phone, the menu closes with Escape and gives focus back to its button', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/research')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toBeFocused()
  })

  test('never covers the element that has keyboard focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/research')
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const link = page.getByRole('link', { name: 'Back to Home' })
    await link.focus()
    const headerBottom = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom)
    await expect.poll(() => link.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)
  })
})

test.describe('The footer', () => {
  test('shows the current year, even when the site was built in an earlier year', async ({ page, siteContent }) => {
    await page.clock.setFixedTime(new Date('2031-05-01T12:00:00Z'))
    await page.goto('/')
    await expect(page.getByRole('contentinfo').getByText(`© 2031 ${siteContent.settings.name}`)).toBeVisible()
  })

  test('has the quick links, email and phone of the site', async ({ page, siteContent }) => {
    const { settings } = siteContent
    await page.goto('/research')
    const footer = page.getByRole('contentinfo')
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' })
    for (const name of ['Home', 'About Our Founder', 'Science Behind It', 'Our Board of Advisors', 'Get in Touch']) {
      await expect(quickLinks.getByRole('link', { name })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`)
    // A telephone link holds the digits and the leading plus only, whatever spacing the number is written with.
    await expect(footer.getByRole('link', { name: settings.phone })).toHaveAttribute('href', `tel:${settings.phone.replace(/[^+\d]/g, '')}`)
  })
})

test.describe('Browser history on the home page', () => {
  test('Back after a section link returns to where the visitor was', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Partners' }).click()
    await expect.poll(() => sectionMisalignment(page, '#supporting-orgs')).toBeLessThanOrEqual(1)
    await nav.getByRole('link', { name: 'Our People' }).click()
    await expect.poll(() => sectionMisalignment(page, '#about')).toBeLessThanOrEqual(1)
    await page.goBack()
    await expect.poll(() => sectionMisalignment(page, '#supporting-orgs')).toBeLessThanOrEqual(1)
    await page.goBack()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
