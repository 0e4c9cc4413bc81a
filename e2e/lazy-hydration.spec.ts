import type { Page, Route } from '@playwright/test'
import { scriptsOfHtml } from '#tools/page-weight/scripts-of-html.ts'
import { contactFields } from './support/contact-fields.ts'
import { expectFieldValues } from './support/expect-field-values.ts'
import { fillFields } from './support/fill-fields.ts'
import { expect, test } from './support/fixtures.ts'
import { requestsTo } from './support/requests-to.ts'
import { uniqueText } from './support/unique-text.ts'

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)

/** Sends the requests for the islands' code on `path` (the chunks its HTML does not name) to `handle`; the rest load as usual. */
async function routeIslandCode(page: Page, path: string, handle: (route: Route) => Promise<unknown>) {
  const named = new Set(scriptsOfHtml(await (await page.request.get(path)).text()))
  await page.route('**/assets/chunks/*', (route) => (named.has(new URL(route.request().url()).pathname) ? route.continue() : handle(route)))
}

/**
 * Opens a page with the islands' code held at the browser: whatever the visitor does happens
 * before any island has hydrated, until the test lets the code through. The scripts the page's
 * HTML names (the page scripts and the loader) load as usual.
 */
async function openWithIslandCodeHeld(page: Page, path = '/') {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await routeIslandCode(page, path, async (route) => {
    await released
    // The page may have gone (the test ended) while the request was held.
    await route.continue().catch(() => undefined)
  })
  await page.goto(path)
  return release
}

test.describe('Islands hydrate when needed', () => {
  test('the home page loads no framework code when it opens, and hydrates no island', async ({ page }) => {
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text())
    })
    await page.goto('/')
    // The loader has run by the load event; an island in view would start loading at the next
    // frame, when the browser tells the loader what it can see.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))))
    const loaded = await Promise.all(scripts)
    // The theme and site scripts, and the page's own small loader.
    expect(loaded.length).toBeGreaterThan(2)
    // React's element marker: present in React itself, whichever file the bundler put it in.
    expect(loaded.filter((source) => source.includes('react.transitional.element'))).toEqual([])
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0)
  })

  test('scrolling to an island hydrates it, and not the islands far below', async ({ page }) => {
    await page.goto('/')
    await page.locator('#science').scrollIntoViewIfNeeded()
    await expect(island(page, 'science-explorer')).toHaveAttribute('data-hydrated', 'true')
    await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated')
  })

  test('a science topic card clicked before its island hydrated is chosen once it has', async ({ page, siteContent }) => {
    const release = await openWithIslandCodeHeld(page)
    const otherTopic = siteContent['science-topics'].at(-1)!
    const card = page.locator('#science').getByRole('button', { name: otherTopic.title })
    await card.click()
    await expect(island(page, 'science-explorer')).not.toHaveAttribute('data-hydrated')
    release()
    await expect(island(page, 'science-explorer')).toHaveAttribute('data-hydrated', 'true')
    await expect(card).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('region', { name: otherTopic.title })).toBeVisible()
  })

  test('a tab chosen before the tabs hydrated is shown once they have', async ({ page }) => {
    const release = await openWithIslandCodeHeld(page)
    const tab = page.getByRole('tab', { name: 'Blog Posts' })
    await tab.click()
    await expect(island(page, 'community-tabs')).not.toHaveAttribute('data-hydrated')
    release()
    await expect(island(page, 'community-tabs')).toHaveAttribute('data-hydrated', 'true')
    await expect(tab).toHaveAttribute('aria-selected', 'true')
  })

  test('what a visitor typed into the contact form before it hydrated stays, and is sent as typed', async ({ page, storedSubmissions }) => {
    const release = await openWithIslandCodeHeld(page, '/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    const message = uniqueText('Typed before the form had hydrated.')
    await fillFields(form, contactFields(message))
    await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated')
    release()
    await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', 'true')
    await expectFieldValues(form, contactFields(message))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    await expect.poll(() => storedSubmissions('contact').filter((row) => row.data.message === message)).toMatchObject([{ data: { name: 'Ada Lovelace' } }])
  })

  test('a form sent while its island code is still on its way is held, then sent once', async ({ page, storedSubmissions }) => {
    const release = await openWithIslandCodeHeld(page, '/contact')
    const sent = requestsTo(page, '/api/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    const message = uniqueText('Sent before the form had hydrated.')
    await fillFields(form, contactFields(message))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(island(page, 'contact-form')).toHaveAttribute('data-submit-pending')
    await expect(page).toHaveURL(/\/contact$/)
    expect(sent).toEqual([])
    release()
    await expect(form.getByRole('status').getByText('Message Sent')).toBeVisible()
    expect(sent).toHaveLength(1)
    await expect.poll(() => storedSubmissions('contact').filter((row) => row.data.message === message)).toHaveLength(1)
  })
})

test.describe('An island whose code could not be downloaded', () => {
  /** A visitor's wheel, far down (to the contact form at the foot of the home page) or back up to the top. */
  const wheel = (page: Page, to: 'foot' | 'top') => page.mouse.wheel(0, to === 'foot' ? 100_000 : -100_000)
  const islandCodeFailed = (page: Page) => page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname.startsWith('/assets/chunks/'))

  test('loads when it comes near the viewport again', async ({ page }) => {
    let offline = true
    await routeIslandCode(page, '/', (route) => (offline ? route.abort('internetdisconnected') : route.continue()))
    await page.goto('/')
    const failed = islandCodeFailed(page)
    await wheel(page, 'foot')
    await failed
    offline = false
    await expect(island(page, 'contact-form')).toBeInViewport()
    await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated')

    await wheel(page, 'top')
    await expect(island(page, 'contact-form')).not.toBeInViewport()
    await wheel(page, 'foot')
    await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', 'true')
  })

  test('loads once the browser is back online, where it is', async ({ page, context }) => {
    await page.goto('/')
    await context.setOffline(true)
    const failed = islandCodeFailed(page)
    await wheel(page, 'foot')
    await failed
    await expect(island(page, 'contact-form')).toBeInViewport()
    await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated')

    await context.setOffline(false)
    await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', 'true')
  })
})
