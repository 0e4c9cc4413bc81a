import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { topOf } from './support/scroll.ts'
import { siteContent } from './support/site-content.ts'

const { open } = useBrowser()

const isPaused = (page: Awaited<ReturnType<typeof open>>) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)

describe('The hero video', () => {
  test('plays muted in a loop when the visitor has not asked for less motion', async () => {
    const page = await open('/')
    await expect.poll(() => isPaused(page), { timeout: 5000 }).toBe(false)
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.muted && video.loop)).toBe(true)
  })

  test('can be paused and played again from the keyboard', async () => {
    const page = await open('/')
    await expect.poll(() => isPaused(page), { timeout: 5000 }).toBe(false)
    const pause = page.getByRole('button', { name: 'Pause background video' })
    await pause.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => isPaused(page)).toBe(true)
    const play = page.getByRole('button', { name: 'Play background video' })
    expect(await play.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => isPaused(page)).toBe(false)
  })
})

describe('With reduced motion', () => {
  test('the video does not play and its poster shows', async () => {
    const page = await open('/', { reducedMotion: 'reduce' })
    await page.waitForTimeout(500)
    expect(await isPaused(page)).toBe(true)
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => ({ poster: new URL(video.poster).pathname, time: video.currentTime }))).toEqual({
      poster: siteContent.settings.hero.poster,
      time: 0,
    })
    expect(await page.getByRole('button', { name: 'Play background video' }).isVisible()).toBe(true)
  })

  test("'Our Vision' jumps to the mission section at once instead of scrolling smoothly", async () => {
    const page = await open('/', { reducedMotion: 'reduce' })
    await page.getByRole('link', { name: 'Our Vision' }).click()
    // No waiting for the scroll to settle: an instant jump is already complete.
    expect(Math.abs((await topOf(page, '#mission')) - 80)).toBeLessThanOrEqual(1)
  })

  test('transitions take no time', async () => {
    const page = await open('/', { reducedMotion: 'reduce' })
    expect(await page.getByRole('banner').evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0s(, 0s)*$/)
  })
})
