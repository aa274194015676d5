/**
 * The visitor's address, for rate limiting only (never stored or logged). Next sets
 * X-Forwarded-For to the peer address when a request arrives without one; behind our
 * nginx (which replaces it with the peer it saw) the last entry is the one no client can forge.
 * An IPv4 peer on a dual-stack socket arrives as `::ffff:a.b.c.d`: the same visitor as
 * `a.b.c.d`, so it is counted as that.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').pop()?.trim()
  return last?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') || 'unknown'
}
