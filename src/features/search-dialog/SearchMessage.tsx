import type { MouseEvent } from 'react'

import { searchPageUrl } from './searchAddresses'
import type { SearchState } from './useSearch'

/** Where "No results", "too many requests" and "search is down" are written, for the eye and for the live region. */
export function searchStatusText(state: SearchState, resultCount: number): string {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return ''
    case 'answer':
      if (resultCount === 0) return `No results for “${state.query}”`
      return state.answer.total === 1 ? '1 result' : `${state.answer.total} results`
    case 'rate-limited':
      return state.retryAfterSeconds
        ? `Too many searches in a row. Wait ${state.retryAfterSeconds} seconds, then try again.`
        : 'Too many searches in a row. Wait a moment, then try again.'
    case 'failed':
      return 'Search is not available right now.'
  }
}

const BOX = 'px-6 py-12 text-center text-sm text-slate-600'

/**
 * What the dialog shows when there is no list: a prompt before typing, "Searching…" before the
 * first answer, the empty result and the two failures. Search failing is not a dead end: the
 * search page searches on the server.
 */
export function SearchMessage({ state, onNavigate }: { state: SearchState; onNavigate: (url: string) => void }) {
  if (state.status === 'idle')
    return <p className={BOX}>Search products, solutions, the blog, the changelog, customers and jobs.</p>
  if (state.status === 'loading') return <p className={BOX}>Searching…</p>
  const text = searchStatusText(state, 0)
  if (state.status === 'answer')
    return (
      <div className={BOX}>
        <p className="font-medium text-slate-900">{text}</p>
        <p className="mt-1">Check the spelling, or try a broader word.</p>
      </div>
    )
  if (state.status === 'rate-limited') return <p className={BOX}>{text}</p>
  const url = searchPageUrl(state.query)
  return (
    <div className={BOX}>
      <p className="font-medium text-slate-900">{text}</p>
      <p className="mt-1">
        <a
          href={url}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
          onClick={(event: MouseEvent) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            onNavigate(url)
          }}
        >
          Try the search page
        </a>
      </p>
    </div>
  )
}
