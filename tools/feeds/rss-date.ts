/** A content date (YYYY-MM-DD) as RSS 2.0 writes dates (RFC 822): "Tue, 02 Jun 2026 00:00:00 GMT". */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString()
}
