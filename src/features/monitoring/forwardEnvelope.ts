import { clientIp } from '@/lib/http/clientIp'
import { rateLimited } from '@/lib/http/rateLimit'
import { BodyTooLarge, readBody } from '@/features/leads/http/readBody'
import { jsonError } from '@/features/leads/http/responses'
import { allowedOrigins, isCrossSite } from '@/features/leads/http/sameOrigin'
import type { Env } from '@/lib/env'
import { postBytesToService } from '@/lib/http/postBytesToService'
import { sentryDsnParts } from '@/lib/sentryDsn'
import { envelopeDsn, isConfiguredProject } from './envelopeDsn'

/** Replay segments are the biggest envelopes the browser sends; 1 MB leaves them room. */
export const ENVELOPE_LIMIT = 1024 * 1024
/** The same deadline the browser gives its own send. */
export const UPSTREAM_TIMEOUT_MS = 5000
/** The SDK backs off by these; everything else the server answers stays with us. */
const PASSED_ON = ['retry-after', 'x-sentry-rate-limits']

/** An upstream status worth passing on: a success or a refusal, not a redirect we did not follow. */
const isAnswer = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 600)

/**
 * The error-reporting tunnel: the browser posts Sentry envelopes to our origin and this
 * forwards each, byte for byte, to the configured server's envelope endpoint. Only envelopes
 * for the configured project pass, so the route cannot relay to anywhere else. The visitor's
 * address is used for the rate limit only and is not forwarded.
 */
export async function forwardEnvelope(request: Request, env: Env): Promise<Response> {
  const target = env.SENTRY_DSN ? sentryDsnParts(env.SENTRY_DSN) : undefined
  if (!env.SENTRY_DSN || !target) return jsonError(404, 'Error reporting is off')
  const { headers } = request
  if (isCrossSite(headers, allowedOrigins(headers, env.siteUrl)))
    return jsonError(403, 'Cross-site requests are not accepted')
  // The allowance for what pages send by themselves, in its own bucket: error reports never
  // use up a visitor's lead submissions, nor their analytics.
  const retryAfter = await rateLimited('monitoring', clientIp(headers), 'beacon')
  if (retryAfter !== null) {
    return jsonError(429, 'Too many requests; please try again later', { 'retry-after': String(retryAfter) })
  }
  let envelope: Uint8Array
  try {
    envelope = await readBody(request, ENVELOPE_LIMIT)
  } catch (error) {
    if (error instanceof BodyTooLarge) return jsonError(413, `The envelope must be at most ${ENVELOPE_LIMIT} bytes`)
    throw error
  }
  const dsn = envelopeDsn(envelope)
  if (!dsn || !isConfiguredProject(dsn, env.SENTRY_DSN)) return jsonError(400, 'The envelope is not for this site')
  let answer
  try {
    answer = await postBytesToService(`${target.origin}${target.pathPrefix}/api/${target.projectId}/envelope/`, {
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: envelope,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    })
  } catch {
    return jsonError(502, 'The error reporter is unreachable')
  }
  if (!isAnswer(answer.status)) return jsonError(502, 'The error reporter answered unexpectedly')
  const passed: Record<string, string> = { 'cache-control': 'no-store' }
  for (const name of PASSED_ON) {
    const value = answer.headers[name]
    if (typeof value === 'string') passed[name] = value
  }
  return new Response(null, { status: answer.status, headers: passed })
}
