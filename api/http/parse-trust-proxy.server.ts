import proxyAddr from 'proxy-addr'

/** A number of trusted hops, or the trusted proxies' addresses and subnets. */
export type TrustProxy = number | string[]

/** Reads TRUST_PROXY; undefined when it is none of the forms it may take. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim()
  if (trimmed === 'false') return 0
  if (trimmed === 'true') return 1
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const addresses = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (addresses.length === 0) return undefined
  try {
    proxyAddr.compile(addresses)
    return addresses
  } catch {
    return undefined
  }
}
