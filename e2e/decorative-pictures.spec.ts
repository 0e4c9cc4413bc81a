import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { siteContent } from './support/site-content.ts'

/** Each card of the page: its heading, whether its picture is displayed, its alt text, and the card's height. */
const cards = (page: Page, card: string, heading: string) =>
  page.locator(card).evaluateAll(
    (elements, title) =>
      elements.map((element) => {
        const image = element.querySelector('img')!
        return { title: element.querySelector(title)!.textContent!.trim(), shown: image.checkVisibility(), alt: image.alt, height: element.getBoundingClientRect().height }
      }),
    heading,
  )

/** Sets the display setting as theme.js does from a saved choice. */
const setPictures = (page: Page, value: 'shown' | 'hidden') => page.evaluate((choice) => document.documentElement.setAttribute('data-pictures', choice), value)

const lists = [
  { path: '/blog', entries: siteContent['blog-posts'].map((post) => ({ title: post.title, decorative: post.imageDecorative, alt: post.imageAlt })) },
  { path: '/podcasts', entries: siteContent.podcasts.map((episode) => ({ title: episode.title, decorative: episode.imageDecorative, alt: episode.imageAlt })) },
]

test.describe('Hiding decorative pictures', () => {
  for (const { path, entries } of lists) {
    test(`on ${path}, takes away the pictures the content marks decorative, leaving no gap, and keeps the others with their alt text`, async ({ page }) => {
      await page.goto(path)
      const shown = await cards(page, '.story-card', '.story-card__title')
      expect(shown.length).toBeGreaterThan(0)
      await setPictures(page, 'hidden')
      const hidden = await cards(page, '.story-card', '.story-card__title')
      const expected = hidden.map(({ title }) => entries.find((each) => each.title === title)!)
      // A decorative picture is taken away, not hidden in place: its card closes up around where it was.
      expect(hidden.map(({ title, shown: isShown, alt }, index) => ({ title, isShown, alt, closedUp: hidden[index]!.height < shown[index]!.height }))).toEqual(
        expected.map(({ title, decorative, alt }) => ({ title, isShown: !decorative, alt, closedUp: decorative })),
      )
    })
  }

  test('on the home page, takes away the portraits the content marks decorative, and every picture marked decorative', async ({ page }) => {
    await page.goto('/')
    await setPictures(page, 'hidden')
    const portraits = await cards(page, '.advisor-board__card, .ambassador-card', 'h4')
    const people = [...siteContent.advisors, ...siteContent['student-ambassadors']]
    expect(portraits.length).toBeGreaterThan(0)
    expect(portraits.map(({ title, shown }) => ({ title, shown }))).toEqual(
      portraits.map(({ title }) => ({ title, shown: !people.find((person) => person.name === title)!.imageDecorative })),
    )
    const stillShown = await page.locator('main img[data-decorative]:not(.hero__poster)').evaluateAll((images) => images.filter((image) => image.checkVisibility()).length)
    expect(stillShown).toBe(0)
  })
})
