import { useEffect, useState } from 'react'

import { fetchSearch, type SearchOutcome } from './fetchSearch'
import type { SearchAnswer } from './searchAnswer'

/** Typing pauses this long before a request goes out, so a word typed quickly asks once. */
export const SEARCH_DEBOUNCE_MS = 150

export type SearchState =
  | { status: 'idle' }
  /** `shown`: the last answer, kept on screen until the new one arrives, so the list never blinks. */
  | { status: 'loading'; query: string; shown: SearchAnswer | null }
  | ({ query: string } & ({ status: 'answer'; answer: SearchAnswer } | { status: 'rate-limited'; retryAfterSeconds: number | null } | { status: 'failed' }))

type Settled = { query: string; outcome: SearchOutcome }

function stateOf(query: string, settled: Settled): SearchState {
  const { outcome } = settled
  if (outcome.kind === 'answer') return { status: 'answer', query, answer: outcome.answer }
  if (outcome.kind === 'rate-limited') return { status: 'rate-limited', query, retryAfterSeconds: outcome.retryAfterSeconds }
  return { status: 'failed', query }
}

/**
 * The endpoint's answer for `query`, debounced; each new query aborts the request before it,
 * so a slow answer to an old query can never replace a newer one.
 */
export function useSearch(query: string): SearchState {
  const text = query.trim()
  const [settled, setSettled] = useState<Settled | null>(null)
  const [shown, setShown] = useState<SearchAnswer | null>(null)

  useEffect(() => {
    if (!text) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchSearch(text, controller.signal).then(
        (outcome) => {
          setSettled({ query: text, outcome })
          setShown(outcome.kind === 'answer' ? outcome.answer : null)
        },
        // Aborted: a newer query took over.
        () => {},
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  if (!text) return { status: 'idle' }
  if (settled?.query === text) return stateOf(text, settled)
  return { status: 'loading', query: text, shown }
}
