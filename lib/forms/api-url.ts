/** Replaced by vite.config.ts with the API_ORIGIN build setting; absent outside a Vite build. */
declare const __API_ORIGIN__: string | undefined

/**
 * Where the forms send to: the API's address on the site itself, or on the API_ORIGIN the pages
 * were built with when they are served by a static host or CDN and the API runs elsewhere.
 */
export function apiUrl(path: string): string {
  return `${typeof __API_ORIGIN__ === 'string' ? __API_ORIGIN__ : ''}${path}`
}
