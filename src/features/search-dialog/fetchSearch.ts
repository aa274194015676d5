import { searchApiUrl } from './searchAddresses'
import { parseSearchAnswer, type SearchAnswer } from './searchAnswer'

export type SearchOutcome =
  | { kind: 'answer'; answer: SearchAnswer }
  /** 429: how many seconds the server asked us to wait, when it said. */
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'failed' }

/** Retry-After as seconds from `now`: either a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * Asks the endpoint for `query`. Every failure but an abort becomes an outcome the dialog can
 * show; an abort (a newer query replaced this one) rejects, and the caller ignores it.
 */
export async function fetchSearch(query: string, signal: AbortSignal): Promise<SearchOutcome> {
  let response: Response
  try {
    response = await fetch(searchApiUrl(query), { signal, headers: { accept: 'application/json' } })
  } catch (error) {
    if (signal.aborted) throw error
    return { kind: 'failed' }
  }
  if (response.status === 429) return { kind: 'rate-limited', retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')) }
  if (!response.ok) return { kind: 'failed' }
  const answer = parseSearchAnswer(await response.json().catch(() => null))
  return answer ? { kind: 'answer', answer } : { kind: 'failed' }
}
