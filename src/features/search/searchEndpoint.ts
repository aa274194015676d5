import 'server-only'

import { NextResponse } from 'next/server'

import { databaseUnavailableReason } from '@/lib/databaseUnavailable'
import { clientIp } from '@/lib/http/clientIp'
import { rateLimited } from '@/lib/http/rateLimit'

import { requestLogger } from '../operations/requestLogger'
import { withoutQueryParameters } from '../operations/withoutQueryParameters'
import { parseSearchRequest } from './searchRequest'
import { searchSite } from './searchSite'

export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again in a minute.'
const UNAVAILABLE_RETRY_SECONDS = 60

/**
 * A browser may keep an answer briefly (the dialog asks again as a visitor deletes a letter);
 * shared caches may not, as the answer follows publishing. Never indexed by search engines.
 */
const HEADERS = { 'cache-control': 'private, max-age=10', 'x-robots-tag': 'noindex' }
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { ...HEADERS, ...headers } })

/**
 * GET /api/search?q=…&limit=…: the search dialog's results, ranked, with marked excerpts.
 * 400 with field messages for a query over the length limit or a bad limit, 429 with
 * Retry-After past SEARCH_RATE_LIMIT a minute from one address, 503 while the database is
 * unreachable. An empty query answers no results.
 */
export async function searchEndpoint(request: Request): Promise<Response> {
  const retryAfter = await rateLimited('search', clientIp(request.headers), 'search')
  if (retryAfter !== null) {
    return json({ error: `Too many searches. Please wait ${retryAfter} seconds.` }, 429, { 'retry-after': String(retryAfter) })
  }
  const { request: search, errors } = parseSearchRequest(new URL(request.url).searchParams, { limitParam: true })
  if (errors) return json({ errors }, 400)
  try {
    const { query, total, results } = await searchSite(search)
    return json({ query, total, results }, 200)
  } catch (error) {
    const code = databaseUnavailableReason(error)
    if (!code) throw withoutQueryParameters(error)
    requestLogger(request).error({ msg: 'search failed: database unavailable', code })
    return json({ error: SEARCH_UNAVAILABLE }, 503, { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS), 'cache-control': 'no-store' })
  }
}
