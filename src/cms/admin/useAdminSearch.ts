import { useEffect, useState } from 'react'

import type { AdminSearchAnswer } from './adminSearchAnswer'
import { outcomeOf, type SearchOutcome } from './adminSearchOptions'
import { ADMIN_SEARCH_DEBOUNCE_MS, ADMIN_SEARCH_MIN_CHARS } from './adminSearchQuery'

export type AdminSearchState =
  | { status: 'idle' }
  /** `shown`: the last answer, kept on screen until the next arrives, so the list never blinks. */
  | { status: 'loading'; shown: AdminSearchAnswer | null }
  | { status: 'done'; outcome: SearchOutcome }

/**
 * The endpoint's answer for `query` (at `url`), once typing pauses; each new query aborts the
 * request before it, so a slow answer to an older query never replaces a newer one.
 */
export function useAdminSearch(url: string, query: string): AdminSearchState {
  const text = query.trim()
  const [settled, setSettled] = useState<{ text: string; outcome: SearchOutcome } | null>(null)
  const [shown, setShown] = useState<AdminSearchAnswer | null>(null)
  const enough = text.length >= ADMIN_SEARCH_MIN_CHARS

  useEffect(() => {
    if (!enough) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`${url}?${new URLSearchParams({ q: text })}`, { credentials: 'include', signal: controller.signal })
        .then(async (response) => outcomeOf(response.status, await response.json().catch(() => null)))
        .catch(() => outcomeOf(0, null))
        .then((outcome) => {
          // Aborted: a newer query took over.
          if (controller.signal.aborted) return
          setSettled({ text, outcome })
          setShown(outcome.kind === 'answer' ? outcome.answer : null)
        })
    }, ADMIN_SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [url, text, enough])

  if (!enough) return { status: 'idle' }
  if (settled?.text === text) return { status: 'done', outcome: settled.outcome }
  return { status: 'loading', shown }
}
