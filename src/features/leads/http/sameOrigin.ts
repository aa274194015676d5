/**
 * Cross-site requests are refused (a form on another site must not post leads as our
 * visitors). Browsers send Sec-Fetch-Site with every request; older ones send Origin on
 * POST. A request with neither is not from a browser page, so it cannot be a forged one.
 */
export function isCrossSite(headers: Headers, allowedOrigins: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin'
  const origin = headers.get('origin')
  if (!origin) return false
  return !allowedOrigins.includes(origin)
}

/** Our origin as configured, and as this request addressed us (a proxy may name the host). */
export function allowedOrigins(headers: Headers, siteUrl: string): string[] {
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  const proto = headers.get('x-forwarded-proto') ?? new URL(siteUrl).protocol.replace(':', '')
  return [new URL(siteUrl).origin, ...(host ? [`${proto}://${host}`] : [])]
}
