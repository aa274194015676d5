import { SEARCH_TYPES, isSearchType, type SearchType } from '@/cms/search/searchDocument'

import { DIALOG_RESULTS_DEFAULT, DIALOG_RESULTS_MAX, SEARCH_QUERY_MAX } from '@/lib/searchLimits'

/** Words past these are ignored: a search is a few words, not a paragraph. */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 40
export const RESULTS_PER_PAGE = 10
/** Pages past this answer an empty page: nobody reads result 500 of a site search. */
const MAX_PAGE = 50

export type SearchRequest = { q: string; terms: string[]; type?: SearchType; page: number; perPage: number }
export type SearchRequestErrors = Partial<Record<'q' | 'type' | 'page' | 'limit', string>>

/**
 * A query's words, as the index matches them: letters and digits only, lower case, at most
 * MAX_TERMS of them. Everything else (punctuation, `%`, quotes, NUL, operators of either engine's
 * query syntax) separates words and never reaches the database.
 */
export function searchTerms(q: string): string[] {
  const words = q.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS)
}

type Params = { get: (name: string) => string | null }

const positiveInt = (value: string | null, fallback: number, max: number): number | undefined => {
  if (value === null || value === '') return fallback
  if (!/^\d{1,4}$/.test(value)) return undefined
  const n = Number(value)
  return n >= 1 && n <= max ? n : undefined
}

/**
 * A search from the query string: `q`, and `type` and `page` (the /search page) or `limit`
 * (the dialog's endpoint). Problems come back per parameter, worded for a visitor.
 */
export function parseSearchRequest(
  params: Params,
  { perPage = RESULTS_PER_PAGE, limitParam = false }: { perPage?: number; limitParam?: boolean } = {},
): { request: SearchRequest; errors?: undefined } | { request?: undefined; errors: SearchRequestErrors } {
  const errors: SearchRequestErrors = {}
  const q = (params.get('q') ?? '').trim()
  if (q.length > SEARCH_QUERY_MAX) errors.q = `Use at most ${SEARCH_QUERY_MAX} characters.`
  const rawType = params.get('type')
  const type = rawType ? (isSearchType(rawType) ? rawType : undefined) : undefined
  if (rawType && !type) errors.type = `Choose one of: ${Object.keys(SEARCH_TYPES).join(', ')}.`
  const page = positiveInt(params.get('page'), 1, MAX_PAGE)
  if (page === undefined) errors.page = `Use a page number from 1 to ${MAX_PAGE}.`
  const limit = limitParam ? positiveInt(params.get('limit'), DIALOG_RESULTS_DEFAULT, DIALOG_RESULTS_MAX) : perPage
  if (limit === undefined) errors.limit = `Use a limit from 1 to ${DIALOG_RESULTS_MAX}.`
  if (Object.keys(errors).length > 0 || page === undefined || limit === undefined) return { errors }
  return { request: { q, terms: searchTerms(q), type, page, perPage: limit } }
}
