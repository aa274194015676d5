import ipaddr from 'ipaddr.js'

/** IPv6 global unicast (2000::/3): anything outside it is local, special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')

/**
 * Whether the server may connect to this address on an editor's say-so: only ordinary public
 * unicast. Refuses loopback, private (RFC 1918), link-local (169.254/16, where cloud metadata
 * services answer, and fe80::/10), unique-local (fc00::/7, e.g. AWS's fd00:ec2::254), carrier-
 * grade NAT (100.64/10, e.g. Alibaba's 100.100.100.200), unspecified, broadcast, multicast,
 * reserved and documentation ranges, and IPv6 forms that carry an IPv4 address (NAT64, 6to4,
 * Teredo). An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 it maps.
 * Anything that does not parse is refused.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[(.*)\]$/, '$1')
  if (!ipaddr.isValid(text) || text.includes('%')) return false
  const parsed = ipaddr.process(text)
  if (parsed.range() !== 'unicast') return false
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)
}
