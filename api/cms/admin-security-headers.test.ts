import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApp, defineEventHandler, toNodeListener } from 'h3'
import { expect, test } from 'vitest'
import { setSecurityHeaders } from '../http/security-headers.server.ts'
import { isAdminPath, setAdminSecurityHeaders } from './admin-security-headers.server.ts'

test('the content editor gets its own policy and is never indexed; every other page keeps the strict one', async () => {
  const app = createApp({
    onRequest(event) {
      setSecurityHeaders(event, { https: false })
      if (isAdminPath(event.path)) setAdminSecurityHeaders(event, { https: false })
    },
  })
  app.use(defineEventHandler(() => 'page'))
  const server = createServer(toNodeListener(app))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const admin = await fetch(`${base}/admin/`)
    expect(admin.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-eval'")
    expect(admin.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.github.com")
    expect(admin.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(admin.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    for (const path of ['/', '/research', '/administration', '/blog/admin']) {
      const page = await fetch(`${base}${path}`)
      expect(page.headers.get('content-security-policy'), path).toContain("script-src 'self';")
      expect(page.headers.get('content-security-policy'), path).not.toContain('unsafe-eval')
      expect(page.headers.get('x-robots-tag'), path).toBeNull()
      expect(page.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
