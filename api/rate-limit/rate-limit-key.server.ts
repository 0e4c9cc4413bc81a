import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key a client is limited by, from its address: an IPv4 address as it is, an IPv6 address by
 * its /64 prefix, since a single subscriber or host usually holds a whole /64 and could otherwise
 * take a fresh address, and a fresh limit, for every request. Hashed, so that no store holds a
 * visitor's address.
 */
export function rateLimitKey(address: string): string {
  let key = recentKeys.get(address)
  if (key === undefined) {
    key = createHash('sha256').update(addressGroup(address)).digest('base64url').slice(0, 22)
    // A flood comes from a few addresses: their keys are worked out once, not at every request.
    if (recentKeys.size >= RECENT_KEYS) recentKeys.clear()
    recentKeys.set(address, key)
  }
  return key
}

const RECENT_KEYS = 10_000
const recentKeys = new Map<string, string>()

function addressGroup(address: string): string {
  // A zone id (fe80::1%eth0) names the server's own interface, not part of the client's address.
  const bare = address.split('%')[0]!.toLowerCase()
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return address
  const groups = ipv6Groups(bare)
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d and must count as a.b.c.d.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!]
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address)
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  const [head = '', tail] = text.split('::')
  if (tail === undefined) return parse(head)
  const [front, back] = [parse(head), parse(tail)]
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back]
}
