import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { sectionMisalignment } from './support/section-misalignment.ts'

const isPaused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)

test.describe('The hero video', () => {
  test('plays muted in a loop when the visitor has not asked for less motion', async ({ page }) => {
    await page.goto('/')
    await expect.poll(() => isPaused(page)).toBe(false)
    await expect(page.locator('video')).toHaveJSProperty('muted', true)
    await expect(page.locator('video')).toHaveJSProperty('loop', true)
  })

  test('can be paused and played again from the keyboard', async ({ page }) => {
    await page.goto('/')
    await expect.poll(() => isPaused(page)).toBe(false)
    await page.getByRole('button', { name: 'Pause background video' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => isPaused(page)).toBe(true)
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect.poll(() => isPaused(page)).toBe(false)
  })

  // The button says what it will do, so its words change when the video starts, after the page is
  // shown: a button that took the width of its words would move then, a layout shift.
  for (const width of [390, 1280]) {
    test(`keeps its button's size and place whether it plays or not, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const button = page.locator('[data-video-toggle]')
      await expect(button).toHaveAttribute('data-playing', 'true')
      const playing = await button.boundingBox()
      await button.click()
      await expect(button).toHaveAttribute('data-playing', 'false')
      await expect(button).toHaveAccessibleName('Play background video')
      expect(await button.boundingBox()).toEqual(playing)
    })
  }
})

test.describe('With reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the video does not play and its poster shows', async ({ page, siteContent }) => {
    await page.goto('/')
    // The page script has set the video up, and chose not to play it.
    await expect(page.locator('[data-video-toggle]')).toHaveAttribute('data-playing', 'false')
    await expect(page.locator('video')).toHaveJSProperty('paused', true)
    await expect(page.locator('video')).toHaveJSProperty('currentTime', 0)
    // The poster is a picture under the video (a photo as one of the files the build made of it),
    // which the video, without a frame, lets show through.
    const poster = page.locator('.hero__media img')
    await expect(poster).toBeVisible()
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && new URL(image.currentSrc).pathname.replace(/^\/pictures(\/.*)\/[^/]+$/, '$1')))
      .toBe(siteContent.settings.hero.poster)
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible()
  })

  test("'Our Vision' jumps to the mission section at once instead of scrolling smoothly", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Our Vision' }).click()
    // Measured once, at once: an instant jump is already complete, where a smooth scroll has only begun.
    expect(await sectionMisalignment(page, '#mission')).toBeLessThanOrEqual(1)
  })

  test('transitions take no time', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('banner')).toHaveCSS('transition-duration', /^0s(, 0s)*$/)
  })
})
