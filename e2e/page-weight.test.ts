import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { pageWeight } from '../scripts/page-weight/page-weight.ts'
import { useBrowser } from './support/browser.ts'

const { open } = useBrowser()
const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))

describe('Page weight', () => {
  test('the home page loads at most 110 KB of JavaScript, gzip, for all its islands before any code loaded on demand', () => {
    const { initialGzipBytes, scripts } = pageWeight(clientRoot, '/')
    expect(scripts.filter((script) => !script.lazy).length).toBeGreaterThan(3)
    expect(initialGzipBytes).toBeLessThanOrEqual(110 * 1024)
  })

  test('the shared page script and the theme script stay small', () => {
    const shared = pageWeight(clientRoot, '/research').scripts
    expect(shared.map((script) => script.src).toSorted()).toEqual(['/scripts/site.js', '/scripts/theme.js'])
    expect(shared.reduce((sum, script) => sum + script.gzipBytes, 0)).toBeLessThanOrEqual(4 * 1024)
  })

  test.each(['/research', '/no-such-page'])('%s runs no framework code', async (path) => {
    const page = await open('/robots.txt')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(scripts.toSorted()).toEqual(['/scripts/site.js', '/scripts/theme.js'])
    expect(await page.evaluate(() => document.querySelectorAll('[data-island]').length)).toBe(0)
  })
})
