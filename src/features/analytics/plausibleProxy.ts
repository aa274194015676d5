import 'server-only'

import { request } from 'undici'

import { clientIp } from '@/lib/http/clientIp'
import { guardRequest } from '@/features/leads/http/guard'
import { readTextBody } from '@/features/leads/http/readBody'
import { jsonError } from '@/features/leads/http/responses'
import { getEnv } from '@/lib/env'
import { postToService } from '@/lib/http/postToService'
import { PLAUSIBLE_EVENT_PATH } from './plausiblePaths'

/** A pageview is a URL, a referrer and a few props. */
export const PLAUSIBLE_EVENT_LIMIT = 8 * 1024
const UPSTREAM_TIMEOUT_MS = 5000
/** Plausible updates its script now and then; an hour old is fresh enough, and spares it a fetch per visitor. */
const SCRIPT_CACHE_MS = 60 * 60 * 1000

let cachedScript: { body: string; fetchedAt: number } | undefined

/**
 * Our own proxy rather than next-plausible's rewrites: a rewrite hands Plausible every
 * request header, our cookies included, and Next's rewrite proxy warns of a listener leak
 * on each proxied response. Here Plausible gets the script request and, for an event, only
 * the body, the user agent and the visitor's address, which its cookieless counting hashes
 * with a daily salt (https://plausible.io/data-policy).
 */
export async function plausibleScript(): Promise<Response> {
  const url = getEnv().PLAUSIBLE_SCRIPT_URL
  if (!url) return jsonError(404, 'Page analytics is not configured')
  if (!cachedScript || Date.now() - cachedScript.fetchedAt > SCRIPT_CACHE_MS) {
    try {
      const response = await request(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
      const body = await response.body.text()
      if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`)
      cachedScript = { body, fetchedAt: Date.now() }
    } catch {
      // A stale script is better than none; without any, the page simply counts nothing.
      if (!cachedScript) return jsonError(502, 'Page analytics is unavailable')
    }
  }
  return new Response(cachedScript.body, {
    headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

/** POST /api/event: one pageview or event, forwarded to Plausible's event API. */
export async function plausibleEvent(incoming: Request): Promise<Response> {
  const env = getEnv()
  if (!env.PLAUSIBLE_SCRIPT_URL) return jsonError(404, 'Page analytics is not configured')
  const refused = await guardRequest(incoming, env, 'page-analytics', ['text/plain', 'application/json'], 'beacon')
  if (refused) return refused
  const body = await readTextBody(incoming, PLAUSIBLE_EVENT_LIMIT)
  if (body instanceof Response) return body
  try {
    const answer = await postToService(`${new URL(env.PLAUSIBLE_SCRIPT_URL).origin}${PLAUSIBLE_EVENT_PATH}`, {
      headers: {
        'content-type': 'application/json',
        'user-agent': incoming.headers.get('user-agent') ?? '',
        'x-forwarded-for': clientIp(incoming.headers),
      },
      body,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    })
    return new Response(null, {
      status: answer.status >= 500 ? 502 : answer.status,
      headers: { 'cache-control': 'no-store' },
    })
  } catch {
    return jsonError(502, 'Page analytics could not be reached')
  }
}
