import 'server-only'

import { LRUCache } from 'lru-cache'

import { payloadClient } from '@/cms/read/payload'
import { SEARCH_TYPES } from '@/cms/search/searchDocument'
import { queryIndex } from '@/cms/search/searchQuery'

import { excerptSegments, type SearchAnswer } from './searchAnswer'
import type { SearchRequest } from './searchRequest'

/**
 * Answers are kept a few seconds in this process: the dialog asks again as a visitor types
 * and deletes, and a popular query need not reach the database each time. A publish shows up
 * within CACHE_SECONDS on every instance; the index itself is current at once (it is in the
 * database all instances share). Bounded, so unique queries cannot fill the memory.
 */
const CACHE_SECONDS = 5
const answers = new LRUCache<string, SearchAnswer>({ max: 1_000, ttl: CACHE_SECONDS * 1000 })

export async function searchSite(request: SearchRequest): Promise<SearchAnswer> {
  const key = JSON.stringify([request.terms, request.type, request.page, request.perPage])
  const cached = answers.get(key)
  if (cached) return { ...cached, query: request.q }
  const { hits, total, counts } = await queryIndex(await payloadClient(), {
    terms: request.terms,
    type: request.type,
    limit: request.perPage,
    offset: (request.page - 1) * request.perPage,
  })
  const answer: SearchAnswer = {
    query: request.q,
    total,
    counts,
    results: hits.map(({ type, title, url, excerpt }) => ({
      type,
      typeLabel: SEARCH_TYPES[type],
      title,
      url,
      excerpt: excerptSegments(excerpt),
    })),
  }
  answers.set(key, answer)
  return answer
}
