import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentPictures } from '#lib/content/content-pictures.ts'
import { isRasterPicture } from '#lib/pictures/is-raster-picture.ts'
import { expect, test } from './support/fixtures.ts'
import { watchLayoutShift } from './support/layout-shift.ts'
import { siteContent } from './support/site-content.ts'

const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))
const photos = contentPictures(siteContent).filter((picture) => isRasterPicture(picture.path))
const photoAdvisor = siteContent.advisors.find((advisor) => isRasterPicture(advisor.image))
/** A phone as many visitors hold one: 390 CSS pixels wide, three device pixels to each. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
const PHONE_PORTRAIT_BUDGET = 60 * 1024

test.describe('Pictures', { tag: '@entries' }, () => {
  test('no photo the content names is served as its original', async ({ request }) => {
    test.skip(photos.length === 0, 'the content names no photo')
    for (const { path } of photos) {
      expect(existsSync(join(clientRoot, path)), `dist/client${path}`).toBe(false)
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  for (const path of ['/', '/research']) {
    test(`${path}: every picture reserves its place, and those below the fold wait until the visitor comes near`, async ({ page }) => {
      await page.setViewportSize(phone.viewport)
      await page.goto(path)
      const images = await page.locator('img').evaluateAll((elements: HTMLImageElement[]) =>
        elements.map((image) => ({
          src: image.getAttribute('src'),
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          loading: image.getAttribute('loading'),
          belowFold: image.getBoundingClientRect().top > window.innerHeight,
        })),
      )
      expect(images.filter((image) => image.belowFold).length).toBeGreaterThan(0)
      expect(images.filter((image) => !/^\d+$/.test(`${image.width}`) || !/^\d+$/.test(`${image.height}`)).map((image) => image.src)).toEqual([])
      expect(images.filter((image) => image.belowFold && image.loading !== 'lazy').map((image) => image.src)).toEqual([])
    })
  }

  test('the home page preloads its lead picture, the hero poster, in the same files and sizes as it shows it, at high priority', async ({ page }) => {
    test.skip(!isRasterPicture(siteContent.settings.hero.poster), 'the hero poster is a drawing')
    await page.goto('/')
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
    await expect(preload).toHaveCount(1)
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
    const best = page.locator('picture:has(img[fetchpriority="high"]) source').first()
    await expect(best).toHaveAttribute('srcset', new RegExp(`^/pictures${siteContent.settings.hero.poster.replace(/[.]/g, '\\.')}/`))
    await expect(preload).toHaveAttribute('imagesrcset', (await best.getAttribute('srcset'))!)
    await expect(preload).toHaveAttribute('imagesizes', (await best.getAttribute('sizes'))!)
    await expect(preload).toHaveAttribute('type', (await best.getAttribute('type'))!)
  })

  test('an advisor’s phone photo costs a phone at most 60 KB, is sharp on its screen and moves nothing', async ({ browser, baseURL }) => {
    test.skip(!photoAdvisor, 'no advisor’s portrait is a photo in this content')
    const advisor = photoAdvisor!
    const context = await browser.newContext({ ...phone, baseURL })
    const page = await context.newPage()
    const layoutShift = await watchLayoutShift(page)
    await page.goto('/')
    const portrait = page.getByRole('img', { name: advisor.imageAlt }).first()
    await portrait.scrollIntoViewIfNeeded()
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    const shown = await portrait.evaluate((image: HTMLImageElement) => ({
      file: new URL(image.currentSrc).pathname,
      neededWidth: image.clientWidth * window.devicePixelRatio,
    }))
    // Resource Timing counts the bytes that came over the network, headers included.
    const downloads = await page.evaluate(
      (prefix) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.startsWith(prefix))
          .map((entry) => ({ file: new URL(entry.name).pathname, bytes: entry.transferSize })),
      `/pictures${advisor.image}/`,
    )
    test.info().annotations.push({ type: 'portrait on a phone', description: `${shown.file}: ${downloads.map((each) => each.bytes).join(' + ')} bytes` })
    expect(downloads.map((each) => each.file)).toEqual([shown.file])
    expect(shown.file).toMatch(/\.avif$/)
    expect(downloads[0]!.bytes).toBeGreaterThan(0)
    expect(downloads[0]!.bytes).toBeLessThanOrEqual(PHONE_PORTRAIT_BUDGET)
    // The <img>'s own naturalWidth is scaled by the density srcset gave it: a copy tells the file's pixels.
    const fileWidth = await page.evaluate(async (file) => {
      const copy = new Image()
      copy.src = file
      await copy.decode()
      return copy.naturalWidth
    }, shown.file)
    expect(fileWidth).toBeGreaterThanOrEqual(shown.neededWidth)
    expect(await layoutShift()).toBe(0)
    await context.close()
  })
})
