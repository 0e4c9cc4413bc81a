import { setResponseHeaders, type H3Event } from 'h3'
import { isUnderPath, policyWithUpgrade } from '../http/security-headers.server.ts'

/** The content editor's pages: /admin and everything under it. */
export const isAdminPath = isUnderPath('/admin')

/**
 * What Decap CMS needs, for /admin/ only; every other page keeps the strict policy:
 * - 'unsafe-eval': Decap checks its configuration with Ajv, which compiles its schemas to functions;
 * - inline styles: its components are styled with Emotion, which writes <style> elements;
 * - GitHub's API, and pictures from GitHub (avatars, files of the repository) and as blob: URLs
 *   (uploads not yet saved, previews);
 * - the preview pane is a frame of the same page.
 */
const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

/**
 * Replaces, for the content editor, the headers the site's pages get: its own policy, never
 * indexed, and allowed to keep in touch with the GitHub sign-in window it opens.
 */
export function setAdminSecurityHeaders(event: H3Event, served: { https: boolean }): void {
  setResponseHeaders(event, {
    'content-security-policy': policyWithUpgrade(ADMIN_CONTENT_SECURITY_POLICY, served),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-robots-tag': 'noindex, nofollow',
  })
}
