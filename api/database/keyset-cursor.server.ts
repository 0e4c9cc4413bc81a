/** Where a list read newest first stopped: the time and id of the last row shown. */
export interface KeysetPosition {
  at: string
  id: string
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/**
 * A position in a list as an opaque token for a page's address (keyset pagination: the next page
 * starts after this row, so rows that arrive meanwhile neither repeat nor skip one), and back. A
 * token that was not made here reads as undefined: the list starts from its newest row.
 */
export const keysetCursor = {
  encode({ at, id }: KeysetPosition): string {
    return Buffer.from(JSON.stringify([at, id])).toString('base64url')
  },
  decode(token: string | undefined): KeysetPosition | undefined {
    if (!token || token.length > 200) return undefined
    try {
      const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
      if (!Array.isArray(value) || value.length !== 2) return undefined
      const [at, id] = value as unknown[]
      return typeof at === 'string' && ISO_TIME.test(at) && typeof id === 'string' && id.length > 0 && id.length <= 100 ? { at, id } : undefined
    } catch {
      return undefined
    }
  },
}
