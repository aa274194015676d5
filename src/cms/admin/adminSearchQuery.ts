/**
 * The admin search's limits and its query, shared by the endpoint (adminSearchEndpoint.ts) and
 * the dialog in the admin's header (AdminSearch.client.tsx), which must not pull in server code.
 */

/** Where the dialog asks, below Payload's API route (`/api`): a root endpoint of the config (adminSearchPlugin.ts). */
export const ADMIN_SEARCH_PATH = '/admin-search'

/** Longer queries answer 400, and the dialog's field stops here: nobody looks a document up by a paragraph. */
export const ADMIN_SEARCH_MAX_CHARS = 100
/** Every word is one more LIKE per field searched: words past this are ignored. */
export const ADMIN_SEARCH_MAX_WORDS = 6
/** Results shown per collection; more lead to the collection's list, filtered the same way. */
export const ADMIN_SEARCH_PER_COLLECTION = 5
/** Documents found by their published text (the site search's index), across all collections. */
export const ADMIN_SEARCH_TEXT_MATCHES = 10
/** The dialog asks once typing has paused this long. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 200
/** The dialog asks from this many characters on: one letter matches nearly everything. */
export const ADMIN_SEARCH_MIN_CHARS = 2

export type AdminSearchQuery = { q: string; words: string[] }

/**
 * The `q` parameter as a search: its words (split on spaces, each word matched anywhere in a
 * field, every word somewhere in the document), or a refusal worded for the person typing.
 * `%` and `_` stay as typed: at worst they widen the match, and only to what the reader may see.
 */
export function parseAdminSearch(raw: string | null | undefined): { query: AdminSearchQuery } | { error: string } {
  const q = (raw ?? '').trim()
  if (!q) return { error: 'Type what to search for in the q parameter.' }
  if (q.length > ADMIN_SEARCH_MAX_CHARS) return { error: `Use at most ${ADMIN_SEARCH_MAX_CHARS} characters.` }
  const seen = new Set<string>()
  const words = q.split(/\s+/u).filter((word) => {
    const key = word.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return { query: { q, words: words.slice(0, ADMIN_SEARCH_MAX_WORDS) } }
}

/**
 * The words as the full-text index matches them: letters and digits only, lower case. Anything
 * else (quotes, operators of either engine's query syntax) separates words and never reaches it.
 */
export function fullTextTerms(words: readonly string[]): string[] {
  const terms = words.flatMap((word) => word.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
  return [...new Set(terms.map((term) => term.slice(0, 40)))].slice(0, ADMIN_SEARCH_MAX_WORDS)
}
