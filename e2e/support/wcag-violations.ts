import type { Page } from '@playwright/test'
import axe, { type RunOptions } from 'axe-core'

/** WCAG 2.2 AA and everything it builds on, as axe-core tags its rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The rules of WCAG_TAGS that look at colours (contrast, links told apart from text by colour):
 * the only ones whose finding can change when the colours change and nothing else does.
 */
const COLOUR_RULES = axe
  .getRules(['cat.color'])
  .filter((rule) => rule.tags.some((tag) => WCAG_TAGS.includes(tag)))
  .map((rule) => rule.ruleId)

/** A page that axe-core's script was put in. */
type AxeInPage = { axe: typeof axe }

/**
 * What axe-core finds against WCAG 2.2 AA in the page as it is now, each violation on one line
 * naming its elements: by every rule, or by the colour rules alone where the page was checked by
 * every rule in the same layout with other colours (see layoutChanges).
 *
 * axe-core runs in the page through its own API, put there once per document, and reports its
 * violations only. @axe-core/playwright opened a blank page for every check to gather what axe-core
 * found in each of a page's frames: a check took four times the CPU of axe-core's own run, and the
 * checks a fifth of the browser tests' time. The site's pages have no frame, and axe-core run in
 * the top one would not look into a frame's document: a page that gets one fails here.
 */
export async function wcagViolations(page: Page, rules: 'every rule' | 'colour rules' = 'every rule'): Promise<string[]> {
  const options: RunOptions = {
    runOnly: rules === 'every rule' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES },
    resultTypes: ['violations'],
  }
  const frames = page.frames().length - 1
  if (frames > 0) throw new Error(`${page.url()} has ${frames} frame(s), which this check would not look into.`)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const { violations } = await page.evaluate((runOptions) => (window as unknown as AxeInPage).axe.run(document, runOptions), options)
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

/** The page's layout: each element by its tag, id and classes, with its box from the top of the page, or "hidden". */
export function pageLayout(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { scrollX, scrollY } = window
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' })
    // The browser tells the page of a scroll at its next frame, and what the page changes then (the
    // header's look once scrolled) is part of the layout at the top: measured after two frames.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    const boxes = [...document.querySelectorAll('body *')].map((element) => {
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((each) => `.${each}`).join('')}`
      if (!element.checkVisibility()) return `${name} hidden`
      const { x, y, width, height } = element.getBoundingClientRect()
      return `${name} at ${Math.round(x)},${Math.round(y)}, ${Math.round(width)}×${Math.round(height)}`
    })
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' })
    return boxes
  })
}

/**
 * The boxes that differ from `reference` (a pageLayout of the same page in other colours), at most
 * five: none means every rule but the colour rules finds what it found there, so only those need
 * to run again.
 */
export async function layoutChanges(page: Page, reference: string[]): Promise<string[]> {
  const now = await pageLayout(page)
  if (now.length !== reference.length) return [`${now.length} elements where there were ${reference.length}`]
  return now.flatMap((box, index) => (box === reference[index] ? [] : [`${reference[index]} → ${box}`])).slice(0, 5)
}
