import { isSearchType, type SearchType } from './searchDocument'

/** What a search asks: its words (letters and digits only), an optional type, and a page of results. */
export type IndexQuery = { terms: string[]; type?: SearchType; limit: number; offset: number }

/** One result; `excerpt` marks the matched words with MATCH_START … MATCH_END. */
export type IndexHit = { type: SearchType; title: string; url: string; excerpt: string }
export type IndexResults = {
  hits: IndexHit[]
  /** Matches of the asked type (all types without one); at most COUNT_CAP, then `capped`. */
  total: number
  /** Matches per type among the first COUNT_CAP of all types. */
  counts: Partial<Record<SearchType, number>>
  /** More matched than were counted: `total` and `counts` are lower bounds. */
  capped: boolean
}

export type Row = Record<string, unknown>

/** The types a visitor searching a name most likely means. */
export const PRODUCT_TYPES = ['products', 'solutions'] as const satisfies SearchType[]
/** Words in an excerpt either side of the matches; a result shows a sentence or two. */
export const EXCERPT_WORDS = 24
/** ts_headline re-reads the text it marks: only the start of a long body is excerpted. */
export const EXCERPT_SOURCE_CHARS = 8_000

/**
 * A broad word ("card") can match most of the site: counting stops here, and the page says
 * "more than" (nobody pages past the first few hundred results of a site search).
 */
export const COUNT_CAP = 1_000
/**
 * Ranking reads each candidate's words, so it is bounded too: every title or heading match up
 * to LEAD_CAP, and up to BODY_CAP matches elsewhere. On a broad word the body matches beyond
 * those are never ranked: the first pages are title and heading matches in any case.
 */
export const LEAD_CAP = 1_000
export const BODY_CAP = 500

/**
 * The words as the engine's query: all must match, the last one as a prefix (a visitor is
 * still typing it: "tok" finds "tokens"), the others whole (by stem).
 */
export const lastAsPrefix = (terms: string[], prefix: (term: string) => string) =>
  terms.map((term, i) => (i === terms.length - 1 ? prefix(term) : term))

/** The counts of all types stopped at COUNT_CAP: a type's own count then needs a query of its own. */
export const countsCapped = (countRows: Row[]) => countRows.reduce((sum, row) => sum + Number(row.n), 0) > COUNT_CAP

/** The engine's rows as results: hits in rank order, counts by type (over all types), the total. */
export function shaped(rows: Row[], countRows: Row[], type: SearchType | undefined, typeCount?: number): IndexResults {
  const counts: Partial<Record<SearchType, number>> = {}
  for (const row of countRows) if (isSearchType(row.type)) counts[row.type] = Number(row.n)
  const counted = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0)
  const capped = countsCapped(countRows)
  const hits = rows.flatMap((row) =>
    isSearchType(row.type)
      ? [{ type: row.type, title: String(row.title ?? ''), url: String(row.url ?? ''), excerpt: String(row.excerpt ?? '') }]
      : [],
  )
  const total = Math.min(COUNT_CAP, type ? (typeCount ?? counts[type] ?? 0) : counted)
  return { hits, total, counts, capped: capped || (typeCount ?? 0) > COUNT_CAP }
}
