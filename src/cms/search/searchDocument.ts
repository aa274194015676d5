import { documentPath, pageKind, type PageKind, type SluggedCollection } from '../documentRoutes'
import type { ToMarkdown } from '../text/blockMarkdown'
import { documentText, type TextCollection } from '../text/documentText'
import { markdownText } from '../text/markdownText'

/** The collections the site search indexes: every public content type. */
export const SEARCH_COLLECTIONS = ['pages', 'posts', 'changelog', 'webinars', 'papers', 'press', 'customers', 'jobs', 'legal'] as const
export type SearchCollection = (typeof SEARCH_COLLECTIONS)[number] & TextCollection

/** What a visitor sees a result as; pages split into products, solutions and other pages by address. */
export const SEARCH_TYPES = {
  products: 'Products',
  solutions: 'Solutions',
  pages: 'Pages',
  posts: 'Blog',
  changelog: 'Changelog',
  customers: 'Customers',
  webinars: 'Webinars',
  papers: 'Papers',
  press: 'Press',
  jobs: 'Careers',
  legal: 'Legal',
} as const satisfies Record<PageKind | Exclude<SearchCollection, 'pages'>, string>
export type SearchType = keyof typeof SEARCH_TYPES
export const isSearchType = (value: unknown): value is SearchType => typeof value === 'string' && Object.hasOwn(SEARCH_TYPES, value)

/** A long document's text is cut here: more words would slow every search and hardly change its rank. */
const MAX_BODY = 60_000

/** The index row of a document, as the search collection stores it. */
export type SearchFields = {
  title: string
  type: SearchType
  url: string
  summary: string
  headings: string
  body: string
  /** Hidden from search engines (noindex), so from the site search too. */
  hidden: boolean
}

/**
 * The index row for a published document, or null when it has no public address (a page
 * without a path yet). Press releases have no page each: they are found at their anchor on /press.
 */
export function searchFields(collection: SearchCollection, doc: Record<string, unknown>, md: ToMarkdown): SearchFields | null {
  const url =
    collection === 'press'
      ? typeof doc.slug === 'string' ? `/press#${encodeURIComponent(doc.slug)}` : null
      : documentPath(collection, doc)
  if (!url) return null
  const { title, summary, body } = documentText(collection, doc, md)
  const { headings, text } = markdownText(body)
  const meta = doc.meta as { noindex?: boolean | null } | null | undefined
  return {
    title,
    type: collection === 'pages' ? pageKind(url) : collection,
    url,
    summary: markdownText(summary).text,
    headings,
    body: text.slice(0, MAX_BODY),
    hidden: Boolean(meta?.noindex),
  }
}

export const isSearchCollection = (slug: string): slug is SearchCollection =>
  (SEARCH_COLLECTIONS as readonly string[]).includes(slug)

/** A content type added to the routes is searched too: this line fails to compile until it is listed above. */
const everyContentTypeSearched: [Exclude<SluggedCollection, SearchCollection>] extends [never] ? true : false = true
void everyContentTypeSearched
