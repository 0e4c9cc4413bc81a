import type { Locator } from '@playwright/test'
import type { FormTokenHolder } from '#renderer/page-scripts/form-token-holder.ts'

/**
 * Whether the page has asked for a form token for this form yet. Read from the form itself, where
 * the page keeps the request the moment it makes it, so a "not yet" is certain, not a guess that
 * depends on how soon a request would be reported.
 */
export function formTokenAsked(form: Locator): Promise<boolean> {
  return form.evaluate((element: HTMLFormElement & FormTokenHolder) => element.senseaheadFormToken !== undefined)
}
