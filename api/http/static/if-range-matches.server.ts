/**
 * Whether an If-Range header (RFC 9110, section 13.1.5) still names the file: then the range is
 * sent, otherwise the whole file, since the part the client holds belongs to an older version.
 * An entity tag must match strongly (a weak tag never does); a date must equal Last-Modified.
 */
export function ifRangeMatches(header: string | undefined, etag: string, lastModified: string): boolean {
  if (header === undefined) return true
  const value = header.trim()
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag && !etag.startsWith('W/')
  const date = Date.parse(value)
  return !Number.isNaN(date) && date === Date.parse(lastModified)
}
