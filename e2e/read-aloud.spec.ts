import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

interface FakeSpeech {
  spoken: string[]
  calls: string[]
  /** Ends the utterance being spoken, as a voice does when it has said it. */
  finish(): void
}

declare global {
  interface Window {
    fakeSpeech: FakeSpeech
  }
}

/** Puts a browser voice of the test's own in place of the browser's, which records what it is asked to say; `voices: 0` is a browser with none. */
async function fakeVoice(page: Page, { voices }: { voices: number }) {
  await page.addInitScript((count) => {
    let current: SpeechSynthesisUtterance | undefined
    const fake = {
      spoken: [] as string[],
      calls: [] as string[],
      finish() {
        const ended = current
        current = undefined
        ended?.dispatchEvent(new Event('end'))
      },
    }
    window.fakeSpeech = fake
    const synthesis = {
      getVoices: () => Array.from({ length: count }, () => ({ name: 'Test voice', lang: 'en' })),
      speak(utterance: SpeechSynthesisUtterance) {
        fake.spoken.push(utterance.text)
        current = utterance
        utterance.dispatchEvent(new Event('start'))
      },
      pause: () => fake.calls.push('pause'),
      resume: () => fake.calls.push('resume'),
      cancel: () => {
        fake.calls.push('cancel')
        current = undefined
      },
      addEventListener() {},
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true })
  }, voices)
}

const listen = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Listen' })
const spoken = (page: Page) => page.evaluate(() => window.fakeSpeech.spoken)
const highlighted = (page: Page) => page.evaluate(() => [...(CSS.highlights.get('read-aloud') ?? [])].map((range) => range.toString()))

test.describe('Listen', () => {
  test('loads nothing until it is pressed', async ({ page }) => {
    await fakeVoice(page, { voices: 1 })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/research')
    await expect(listen(page)).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Listen' }).hover()
    expect(requested.filter((path) => path.includes('read-aloud'))).toEqual([])
    await listen(page).click()
    await expect.poll(() => requested.filter((path) => path.includes('read-aloud'))).toEqual(['/scripts/read-aloud.js'])
  })

  test('reads the main text sentence by sentence, marking the one being read, and pauses and stops from the keyboard', async ({ page }) => {
    await fakeVoice(page, { voices: 1 })
    await page.goto('/play-with-me')
    await listen(page).focus()
    await page.keyboard.press('Enter')
    const pause = page.getByRole('main').getByRole('button', { name: 'Pause' })
    await expect(pause).toBeFocused()
    await expect.poll(() => spoken(page)).toHaveLength(1)
    const [first] = await spoken(page)
    // The page's own words, not the header's or the control's.
    expect(await page.locator('main').innerText()).toContain(first)
    expect(await page.locator('header').innerText()).not.toContain(first)
    expect(first).not.toMatch(/^Listen/)
    await expect.poll(() => highlighted(page)).toEqual([first])

    await page.evaluate(() => window.fakeSpeech.finish())
    await expect.poll(() => spoken(page)).toHaveLength(2)
    const second = (await spoken(page))[1]!
    expect(second).not.toBe(first)
    await expect.poll(() => highlighted(page)).toEqual([second])

    await page.keyboard.press('Enter')
    await expect(page.getByRole('main').getByRole('button', { name: 'Resume' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(pause).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(listen(page)).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: 'Stop' })).toBeHidden()
    expect(await page.evaluate(() => window.fakeSpeech.calls)).toEqual(['pause', 'resume', 'cancel'])
    await expect.poll(() => highlighted(page)).toEqual([])
  })

  test('Stop ends the reading and gives the focus back to Listen', async ({ page }) => {
    await fakeVoice(page, { voices: 1 })
    await page.goto('/')
    await listen(page).click()
    await page.getByRole('main').getByRole('button', { name: 'Stop' }).click()
    await expect(listen(page)).toBeFocused()
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Stopped reading.')
  })

  test('says in plain words where the browser has no voice, and points to the device’s own reader', async ({ page }) => {
    await fakeVoice(page, { voices: 0 })
    await page.goto('/')
    await listen(page).click()
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(/has no voice to read the page aloud\. Your device’s own screen reader can/)
    expect(await spoken(page)).toEqual([])
  })
})
