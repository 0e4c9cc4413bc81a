import { setResponseHeaders, type H3Event } from 'h3'
import { isUnderPath, policyWithUpgrade } from '../http/security-headers.server.ts'

/** The staff console's addresses: /staff and everything under it. */
export const isStaffPath = isUnderPath('/staff')

/**
 * The console runs no script at all and loads only the site's own style sheets, so its policy is
 * stricter than the site's (no 'unsafe-inline' anywhere). Its pages are about one person at one
 * moment: never kept by a browser or proxy, never indexed, and a sign-in link's address is never
 * sent to another site as a Referer. Not no-referrer: under it browsers send "Origin: null" with a
 * form, and the console's own forms would fail their origin check.
 */
const STAFF_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
]

export function setStaffSecurityHeaders(event: H3Event, served: { https: boolean }): void {
  setResponseHeaders(event, {
    'content-security-policy': policyWithUpgrade(STAFF_CONTENT_SECURITY_POLICY, served),
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'same-origin',
  })
}
