import type { Page } from 'playwright-core'

/** Holds each request to `path` back for `ms` before it reaches the server, so the pending state can be seen. */
export async function delayApi(page: Page, path: string, ms: number): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/** Answers each request to `path` with a failure instead of letting it reach the server. */
export async function failApi(page: Page, path: string, { status = 500, body = '{"message":"Internal server error"}', contentType = 'application/json' } = {}): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, body, contentType }))
}
