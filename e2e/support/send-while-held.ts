import { expect, type Locator, type Page } from '@playwright/test'
import { holdRequests } from './hold-requests.ts'

interface HeldSend {
  /** The API path the form posts to. */
  api: string
  /** The submit button's label, and the one it shows while the form is being sent. */
  submit: string
  pending: string
}

/**
 * Sends the form in `scope` with its request held at the browser, expects its button to show the
 * pending label and to be disabled meanwhile, then lets the request reach the server.
 */
export async function sendWhileHeld(page: Page, scope: Locator, { api, submit, pending }: HeldSend): Promise<void> {
  const release = await holdRequests(page, api)
  await scope.getByRole('button', { name: submit }).click()
  await expect(scope.getByRole('button', { name: pending })).toBeDisabled()
  release()
}
