import { addressBucket, normalizeAddress } from '@/lib/ipAddress'

/**
 * The visitor's address, for rate limiting and the analytics proxy only (never stored or
 * logged). The production server (src/server/clientAddress.ts) replaces X-Forwarded-For with
 * the one address it resolved: the socket's peer, or what a proxy in TRUSTED_PROXIES forwarded.
 * Where no such server runs (`next dev`, route handlers called directly in tests) Next sets the
 * header to the peer when it is missing, and the last entry is the one the nearest proxy wrote.
 * An IPv4 peer on a dual-stack socket (`::ffff:a.b.c.d`) is counted as `a.b.c.d`.
 */
export function clientIp(headers: Headers): string {
  const last = headers.get('x-forwarded-for')?.split(',').pop()?.trim() || headers.get('x-real-ip')?.trim()
  return (last && (normalizeAddress(last) ?? last)) || 'unknown'
}

/** The key a client is rate-limited under: its IPv4 address, or its IPv6 /64 (see addressBucket). */
export const clientBucket = (headers: Headers): string => addressBucket(clientIp(headers))
