import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { builtHtmlFile, pageWeight } from '#tools/page-weight/page-weight.ts'
import { scriptsOfHtml } from '#tools/page-weight/scripts-of-html.ts'
import { expect, test } from './support/fixtures.ts'

const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))

test.describe('Page weight', () => {
  test('the home page loads at most 110 KB of JavaScript, gzip, for all its islands before any code loaded on demand', () => {
    const { withIslandsGzipBytes, scripts } = pageWeight(clientRoot, '/')
    expect(scripts.filter((script) => script.step === 1).length).toBeGreaterThan(3)
    expect(withIslandsGzipBytes).toBeLessThanOrEqual(110 * 1024)
  })

  for (const path of ['/', '/play-with-me', '/advisor-signup']) {
    test(`${path} names in its HTML every script it loads at once, so the browser fetches them together`, () => {
      const named = scriptsOfHtml(readFileSync(builtHtmlFile(clientRoot, path), 'utf8'))
      const atLoad = pageWeight(clientRoot, path).scripts.filter((script) => !script.lazy)
      expect(atLoad.length).toBeGreaterThan(3)
      expect(atLoad.map((script) => script.src).filter((src) => !named.includes(src))).toEqual([])
    })
  }

  // The theme script applies the display settings before the first paint, and the page script
  // loads their code when their button is approached: 5 KB holds both.
  test('the shared page script and the theme script stay small', () => {
    const shared = pageWeight(clientRoot, '/research').scripts
    expect(shared.map((script) => script.src).toSorted()).toEqual(['/scripts/site.js', '/scripts/theme.js'])
    expect(shared.reduce((sum, script) => sum + script.gzipBytes, 0)).toBeLessThanOrEqual(5 * 1024)
  })

  for (const path of ['/research', '/podcasts', '/blog', '/no-such-page']) {
    test(`${path} runs no framework code`, async ({ page }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      // Resolves on the load event, once every script the page names has loaded and run.
      await page.goto(path)
      // No island, so nothing that would load framework code later either.
      await expect(page.locator('[data-island]')).toHaveCount(0)
      expect(scripts.toSorted()).toEqual(['/scripts/site.js', '/scripts/theme.js'])
    })
  }
})
