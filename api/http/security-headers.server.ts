import { setResponseHeaders, type H3Event } from 'h3'

/** Whether a request's path (with its query) is `base` or an address under it, such as /staff, /staff/ or /staff/audit. */
export const isUnderPath = (base: string) => (path: string) => path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)

/**
 * A Content-Security-Policy header's value from its directives; served over HTTPS (`https`), it
 * also has the browser fetch any http:// address the page names over https.
 */
export const policyWithUpgrade = (directives: readonly string[], { https }: { https: boolean }) => [...directives, ...(https ? ['upgrade-insecure-requests'] : [])].join('; ')

/** The search page, whose search (Pagefind) runs as WebAssembly. */
const SEARCH_PAGE_PATHS = new Set(['/search', '/search/'])

const contentSecurityPolicy = (path: string) => [
  "default-src 'self'",
  // Only the search page may compile WebAssembly (Pagefind's search); no page may evaluate script text.
  SEARCH_PAGE_PATHS.has(path.split('?')[0]!) ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
  // Radix writes style attributes into the prerendered HTML (Tabs) and injects a <style> element
  // while a dialog is open (its scroll lock); both need 'unsafe-inline'. Scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
]

/**
 * Powerful browser features the site never uses, denied to the page and to anything that might
 * get injected into it. Only names Chromium recognises: it logs a console warning for any other,
 * so names it has dropped or never had (ambient-light-sensor, bluetooth, the ad-auction and
 * attribution features) stay out.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'clipboard-read',
  'compute-pressure',
  'digital-credentials-create',
  'digital-credentials-get',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'keyboard-map',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'private-state-token-issuance',
  'private-state-token-redemption',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]

// The muted hero video starts itself, so the site's own pages keep autoplay.
const PERMISSIONS_POLICY = ['autoplay=(self)', ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ')

/** Two years, as the browsers' HSTS preload list asks (it takes one year at least), with includeSubDomains and preload. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload'

/**
 * Sets the security headers every response carries, pages and API answers alike; the search page's
 * allows WebAssembly. Served over HTTPS
 * (`https`), browsers are also told to use nothing else for the site and its subdomains, and to
 * fetch any http:// address a page names over https.
 */
export function setSecurityHeaders(event: H3Event, { https }: { https: boolean }): void {
  setResponseHeaders(event, {
    'content-security-policy': policyWithUpgrade(contentSecurityPolicy(event.path), { https }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    // No other site may load the pages, images, scripts or API answers into its own documents.
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  })
}
