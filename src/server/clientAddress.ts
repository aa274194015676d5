import type { IncomingMessage } from 'node:http'

import { addressMatcher, normalizeAddress } from '@/lib/ipAddress'

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy, in which case
 * the rightmost X-Forwarded-For hop that is not itself a trusted proxy (each proxy appends the
 * peer it saw, so everything left of the last untrusted hop was written by the client and can
 * say anything). X-Real-IP counts only when a trusted proxy sent no X-Forwarded-For.
 */
export function resolveClientAddress(req: IncomingMessage, isTrusted: (address: string) => boolean): string | undefined {
  const peer = normalizeAddress(req.socket.remoteAddress)
  if (!peer || !isTrusted(peer)) return peer
  const forwarded = req.headers['x-forwarded-for']
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').filter((hop) => hop.trim())
  if (hops.length === 0) return normalizeAddress(headerValue(req.headers['x-real-ip'])) ?? peer
  let client = peer
  for (const hop of hops.reverse()) {
    const address = normalizeAddress(hop)
    // A hop that is no address (`unknown`, garbage) ends the chain: nothing beyond it is vouched for.
    if (!address) break
    client = address
    if (!isTrusted(address)) break
  }
  return client
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The production server's first step for every request: the forwarding headers the app reads
 * (X-Forwarded-For for rate limits, X-Real-IP for anyone who looks there) are replaced by the
 * one address resolved above, so no client reaching Node directly can choose them.
 */
export function forwardedHeadersFixer(trustedProxies: readonly string[]): (req: IncomingMessage) => void {
  const isTrusted = addressMatcher(trustedProxies)
  return (req) => {
    const client = resolveClientAddress(req, isTrusted)
    delete req.headers['x-forwarded-for']
    delete req.headers['x-real-ip']
    if (!client) return
    req.headers['x-forwarded-for'] = client
    req.headers['x-real-ip'] = client
  }
}
