/**
 * The visitor's address, for rate limiting only (never stored or logged). Next sets
 * X-Forwarded-For to the peer address when a request arrives without one; behind our
 * nginx (which appends the peer it saw) the last entry is the one no client can forge.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').pop()?.trim()
  return last || 'unknown'
}
