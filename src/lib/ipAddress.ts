import { BlockList, isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

/**
 * An address as one visitor, in one spelling: an IPv4 peer on a dual-stack socket arrives as
 * `::ffff:a.b.c.d` and is the same visitor as `a.b.c.d`; IPv6 is written in its compact
 * lower-case form; an IPv6 zone (`fe80::1%eth0`) names our interface, not the visitor.
 * Undefined when `value` is not an IP address. Node's `isIP` decides that, strictly:
 * ipaddr.js would also take shorthand IPv4 such as `127.1`.
 */
export function normalizeAddress(value: string | undefined): string | undefined {
  const address = value?.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  if (!address || !isIP(address)) return undefined
  return ipaddr.process(address).toString()
}

/**
 * What one client is counted as for rate limits: an IPv4 address as itself, an IPv6 address
 * by its /64 prefix. One subscriber or host is routinely given a whole /64, so counting each
 * IPv6 address on its own would give a single machine 2^64 allowances.
 */
export function addressBucket(address: string): string {
  const normalized = normalizeAddress(address)
  if (!normalized || isIP(normalized) === 4) return normalized ?? address
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${normalized}/64`).toString()}/64`
}

/** One entry of TRUSTED_PROXIES: an address or a CIDR range, or undefined when it is neither. */
export function parseAddressRange(entry: string): { address: string; prefix: number; family: 4 | 6 } | undefined {
  const [raw, prefixText, extra] = entry.trim().split('/')
  const address = normalizeAddress(raw)
  if (!address || extra !== undefined) return undefined
  const family = isIP(address) as 4 | 6
  const max = family === 4 ? 32 : 128
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined
  const prefix = prefixText === undefined ? max : Number(prefixText)
  return prefix <= max ? { address, prefix, family } : undefined
}

/** A matcher for a list of addresses and ranges (each already checked by parseAddressRange). */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const range = parseAddressRange(entry)
    if (!range) throw new Error(`not an address or CIDR range: ${entry}`)
    list.addSubnet(range.address, range.prefix, range.family === 4 ? 'ipv4' : 'ipv6')
  }
  return (address) => {
    const normalized = normalizeAddress(address)
    return normalized !== undefined && list.check(normalized, isIP(normalized) === 4 ? 'ipv4' : 'ipv6')
  }
}
