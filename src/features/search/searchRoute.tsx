import 'server-only'

import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { databaseUnavailableReason } from '@/lib/databaseUnavailable'
import { clientIp } from '@/lib/http/clientIp'
import { rateLimited } from '@/lib/http/rateLimit'

import { SiteShell } from '../shell/SiteShell'
import { withoutQueryParameters } from '../operations/withoutQueryParameters'
import { SearchPage, type SearchOutcome } from './SearchPage'
import { SEARCH_QUERY_MAX } from '@/lib/searchLimits'
import { parseSearchRequest } from './searchRequest'
import { searchSite } from './searchSite'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The first value of each parameter, as URLSearchParams would give it. */
const paramsOf = (params: Awaited<SearchParams>) => ({
  get: (name: string) => {
    const value = params[name]
    return (Array.isArray(value) ? value[0] : value) ?? null
  },
})

/** Results pages are for visitors, not search engines: never indexed, links followed. */
export async function searchMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const q = paramsOf(await searchParams).get('q')?.trim().slice(0, 80)
  return { title: q ? `Search: ${q}` : 'Search', robots: { index: false, follow: true } }
}

async function outcomeOf(searchParams: SearchParams): Promise<SearchOutcome> {
  const params = paramsOf(await searchParams)
  const q = (params.get('q') ?? '').trim()
  const { request, errors } = parseSearchRequest(params)
  if (errors) return { kind: 'invalid', q: q.slice(0, SEARCH_QUERY_MAX), message: Object.values(errors)[0] ?? 'Check your search.' }
  if (request.terms.length > 0) {
    const retryAfter = await rateLimited('search', clientIp(await headers()), 'search')
    if (retryAfter !== null) return { kind: 'limited', q, retryAfter }
  }
  try {
    return { kind: 'results', request, answer: await searchSite(request) }
  } catch (error) {
    if (!databaseUnavailableReason(error)) throw withoutQueryParameters(error)
    return { kind: 'unavailable', q }
  }
}

/** /search?q=…&type=…&page=…, rendered on the server: the results are in the HTML. */
export async function SearchRoute({ searchParams }: { searchParams: SearchParams }) {
  return (
    <SiteShell>
      <SearchPage outcome={await outcomeOf(searchParams)} />
    </SiteShell>
  )
}
