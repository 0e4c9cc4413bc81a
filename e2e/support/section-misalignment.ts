import type { Page } from '@playwright/test'

/** In-page links stop a section this far below the top of the window, below the fixed header (SPEC §9). */
const SECTION_OFFSET = 80

/** How many whole pixels the top edge of the element is from where an in-page link stops it. */
export function sectionMisalignment(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element, offset) => Math.abs(Math.round(element.getBoundingClientRect().top) - offset), SECTION_OFFSET)
}
