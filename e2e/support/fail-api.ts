import type { Page } from '@playwright/test'

/** Answers each request to `path` with a failure instead of letting it reach the server. */
export async function failApi(page: Page, path: string, { status = 500, body = '{"message":"Internal server error"}', contentType = 'application/json' } = {}): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, body, contentType }))
}
