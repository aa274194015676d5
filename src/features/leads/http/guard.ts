import type { Env } from '@/lib/env'
import { clientIp } from '@/lib/http/clientIp'
import { rateLimited, type RateLimitPolicy } from '@/lib/http/rateLimit'
import { jsonError } from './responses'
import { allowedOrigins, isCrossSite } from './sameOrigin'

/**
 * The checks every lead endpoint makes before reading a body, cheapest first: same-origin
 * (403), rate limit per IP (429 with Retry-After) and content type (415). Returns the
 * refusal, or null to go on.
 */
export async function guardRequest(
  request: Request,
  env: Env,
  form: string,
  contentType: string | readonly string[],
  policy: RateLimitPolicy = 'lead',
): Promise<Response | null> {
  const { headers } = request
  if (isCrossSite(headers, allowedOrigins(headers, env.siteUrl)))
    return jsonError(403, 'Cross-site requests are not accepted')
  const retryAfter = await rateLimited(form, clientIp(headers), policy)
  if (retryAfter !== null) {
    return jsonError(429, 'Too many requests; please try again later', { 'retry-after': String(retryAfter) })
  }
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  const accepted = typeof contentType === 'string' ? [contentType] : contentType
  if (!type || !accepted.includes(type)) return jsonError(415, `The body must be ${accepted.join(' or ')}`)
  return null
}
