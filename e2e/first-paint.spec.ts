import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import { expect, test } from './support/fixtures.ts'
import { watchLayoutShift } from './support/layout-shift.ts'

/** How long each part of a page's HTML keeps the browser waiting for the next: a slow network's pause. */
const NETWORK_PAUSE_MS = 700

/**
 * The served site behind a loopback server that sends a page's HTML in parts, split at the places
 * `splits` gives, with a pause after each, as a slow network may: in each pause the browser can
 * paint what it has, and what comes next may then move it.
 */
async function servedInParts(baseURL: string, splits: (html: string) => number[]): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url!, baseURL))
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
      response.writeHead(upstream.status, { 'content-type': type })
      if (!type.startsWith('text/html')) return response.end(Buffer.from(await upstream.arrayBuffer()))
      const html = await upstream.text()
      let sent = 0
      for (const at of splits(html)) {
        response.write(html.slice(sent, at))
        sent = at
        await delay(NETWORK_PAUSE_MS)
      }
      response.end(html.slice(sent))
    })().catch(() => response.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

/** Five places spread over the header, each at the start of a tag. */
function acrossTheHeader(html: string): number[] {
  const start = html.indexOf('<header')
  const end = html.indexOf('</header>')
  return [1, 2, 3, 4, 5].map((fifth) => html.indexOf('<', start + Math.floor(((end - start) * fifth) / 6)))
}

// The header is on every page, and its controls share one line: a header painted half there moves
// when the rest of its line arrives. A phone folds its links into the menu; a wide window does not.
for (const width of [390, 1280]) {
  test(`a page whose HTML arrives in parts, split across the header, moves nothing as the rest arrives, ${width} px wide`, async ({ page, baseURL }) => {
    const { origin, server } = await servedInParts(baseURL!, acrossTheHeader)
    try {
      await page.setViewportSize({ width, height: 800 })
      const layoutShift = await watchLayoutShift(page)
      await page.goto(`${origin}/research`)
      await expect(page.getByRole('banner')).toBeVisible()
      expect(await layoutShift()).toBe(0)
    } finally {
      server.close()
    }
  })
}
