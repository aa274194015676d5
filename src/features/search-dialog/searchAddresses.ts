import { DIALOG_RESULTS_DEFAULT } from '@/lib/searchLimits'

/** The search page: the dialog's fallback without JavaScript, and where "See all results" goes. */
export const SEARCH_PAGE_PATH = '/search'

/** The search page for `query`, or the empty search page when there is nothing to search for. */
export function searchPageUrl(query: string): string {
  const text = query.trim()
  return text ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(text)}` : SEARCH_PAGE_PATH
}

/** The JSON endpoint's address for `query`. */
export function searchApiUrl(query: string): string {
  return `/api/search?q=${encodeURIComponent(query)}&limit=${DIALOG_RESULTS_DEFAULT}`
}
