/**
 * Where the forms send to: the API's address on the site itself, or on the API_ORIGIN the pages
 * were built with when they are served by a static host or CDN and the API runs elsewhere.
 */
export function apiUrl(path: string): string {
  return `${import.meta.env?.API_ORIGIN ?? ''}${path}`
}
