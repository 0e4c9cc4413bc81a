import type { Page, Request } from '@playwright/test'

/** The requests to one path the page sends from now on, in the order they left the browser. */
export function requestsTo(page: Page, path: string): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) requests.push(request)
  })
  return requests
}
