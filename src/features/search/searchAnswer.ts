import type { SearchType } from '@/cms/search/searchDocument'
import { MATCH_END, MATCH_START } from '@/cms/text/markdownText'
import type { ExcerptSegment } from '@/ui/Highlighted'

export type SearchResult = { type: SearchType; typeLabel: string; title: string; url: string; excerpt: ExcerptSegment[] }
export type SearchAnswer = {
  query: string
  /** Matches (of the asked type), counted up to a cap; then `capped`. */
  total: number
  /** Matches per type, whichever type the request asked for (the /search page's filters). */
  counts: Partial<Record<SearchType, number>>
  /** More matched than were counted: `total` and `counts` are lower bounds. */
  capped: boolean
  results: SearchResult[]
}

/** An excerpt with the index's marks, as segments a component renders with <mark> (never as HTML). */
export function excerptSegments(marked: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = []
  for (const [index, part] of marked.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    if (part) segments.push({ text: part, hit: index % 2 === 1 })
  }
  return segments
}
