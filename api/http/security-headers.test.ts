import { createApp, defineEventHandler, toWebHandler } from 'h3'
import { describe, expect, test } from 'vitest'
import { setSecurityHeaders } from './security-headers.server.ts'

/** The headers of an answer from an app that sets them as the site's app does, for every request. */
async function headersWith(https: boolean, path = '/'): Promise<Headers> {
  const app = createApp({ onRequest: (event) => setSecurityHeaders(event, { https }) })
  app.use(defineEventHandler(() => 'ok'))
  return (await toWebHandler(app)(new Request(`http://localhost${path}`))).headers
}

function cspDirectives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

function permissions(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '').split(',').map((entry) => {
      const [feature = '', allowlist = ''] = entry.trim().split('=')
      return [feature, allowlist]
    }),
  )
}

describe('setSecurityHeaders', () => {
  test('keeps scripts, frames, plugins and the base address to the site itself', async () => {
    const csp = cspDirectives((await headersWith(false)).get('content-security-policy'))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
  })

  test('allows WebAssembly on the search page only, which its search runs as', async () => {
    for (const path of ['/search', '/search?q=calm', '/search/']) {
      expect(cspDirectives((await headersWith(false, path)).get('content-security-policy')).get('script-src'), path).toEqual(["'self'", "'wasm-unsafe-eval'"])
    }
    for (const path of ['/', '/blog', '/searching', '/search/other', '/api/health', '/pagefind/pagefind.js']) {
      expect(cspDirectives((await headersWith(false, path)).get('content-security-policy')).get('script-src'), path).toEqual(["'self'"])
    }
  })

  test("no other site may embed the site's resources, or keep a handle on its windows", async () => {
    const headers = await headersWith(false)
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  test('denies the powerful features the site never uses, and keeps autoplay for the hero video', async () => {
    const policy = permissions((await headersWith(false)).get('permissions-policy'))
    for (const feature of [
      'accelerometer',
      'camera',
      'microphone',
      'geolocation',
      'gyroscope',
      'magnetometer',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
      'screen-wake-lock',
      'xr-spatial-tracking',
      'publickey-credentials-get',
      'idle-detection',
      'browsing-topics',
      'interest-cohort',
    ]) {
      expect(policy.get(feature), feature).toBe('()')
    }
    expect(policy.get('autoplay')).toBe('(self)')
    // Chromium warns in the console about names it does not know; these it dropped or never had.
    expect(policy.has('ambient-light-sensor')).toBe(false)
    expect(policy.has('bluetooth')).toBe(false)
    expect([...policy.keys()].every((feature) => /^[a-z]+(?:-[a-z]+)*$/.test(feature))).toBe(true)
  })

  test('over plain HTTP: no HSTS and nothing to upgrade', async () => {
    const headers = await headersWith(false)
    expect(headers.get('strict-transport-security')).toBeNull()
    expect(cspDirectives(headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(false)
  })

  test('over HTTPS: HSTS ready for the preload list, and insecure subresources upgraded', async () => {
    const headers = await headersWith(true)
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload')
    const csp = cspDirectives(headers.get('content-security-policy'))
    expect(csp.get('upgrade-insecure-requests')).toEqual([])
    expect(csp.get('script-src')).toEqual(["'self'"])
  })
})
