import { describe, expect, test } from 'vitest'
import { FORM_NAMES } from '../forms/form-definitions.server.ts'
import { routeLabel } from './route-label.server.ts'

describe('The route a request is counted under', () => {
  test('is the name of each API route', () => {
    expect(routeLabel('GET', '/api/health')).toBe('health')
    expect(routeLabel('GET', '/api/form-token?x=1')).toBe('form-token')
    expect(routeLabel('GET', '/api/metrics')).toBe('metrics')
    for (const form of FORM_NAMES) expect(routeLabel('POST', `/api/${form}`)).toBe(form)
  })

  test('is "page" for the prerendered pages, found or not', () => {
    for (const path of ['/', '/about', '/about/', '/blog/some-post?utm_source=x', '/index.html', '/no-such-page']) expect(routeLabel('GET', path)).toBe('page')
    expect(routeLabel('HEAD', '/contact')).toBe('page')
  })

  test('is "static" for files with an extension', () => {
    for (const path of ['/assets/index-abc123.js', '/robots.txt', '/media/hero.mp4', '/sitemap.xml', '/wp-login.php']) expect(routeLabel('GET', path)).toBe('static')
  })

  test('is "other" for unknown API addresses, other methods and odd request targets', () => {
    expect(routeLabel('GET', '/api/')).toBe('other')
    expect(routeLabel('GET', '/api')).toBe('other')
    expect(routeLabel('GET', '/api/no-such-thing')).toBe('other')
    expect(routeLabel('GET', '/api/contact/extra')).toBe('other')
    expect(routeLabel('POST', '/')).toBe('other')
    expect(routeLabel('OPTIONS', '*')).toBe('other')
    expect(routeLabel('GET', 'http://example.org/')).toBe('other')
  })

  test('takes a handful of values however many paths are asked for', () => {
    const labels = new Set<string>()
    for (let index = 0; index < 1000; index++) {
      labels.add(routeLabel('GET', `/scan/${index}`))
      labels.add(routeLabel('GET', `/scan/${index}.php`))
      labels.add(routeLabel('POST', `/api/scan-${index}`))
      labels.add(routeLabel(`M${index}`, `/x${index}`))
    }
    expect([...labels].sort()).toEqual(['other', 'page', 'static'])
  })
})
