import { SEARCH_TYPES, type SearchType } from '@/cms/search/searchDocument'
import { buttonClass } from '@/ui/button'
import { Highlighted } from '@/ui/Highlighted'
import { Link } from '@/ui/Link.client'

import { Container } from '../layout/Container'
import { PageHeader } from '../layout/PageHeader'
import type { SearchAnswer, SearchResult } from './searchAnswer'
import { BrowseSections, SearchForm } from '@/ui/SearchForm'
import type { SearchRequest } from './searchRequest'

/** What the page shows: results, or why there are none to show. */
export type SearchOutcome =
  | { kind: 'results'; request: SearchRequest; answer: SearchAnswer }
  | { kind: 'invalid'; q: string; message: string }
  | { kind: 'limited'; q: string; retryAfter: number }
  | { kind: 'unavailable'; q: string }

const searchHref = (q: string, type?: SearchType, page = 1) => {
  const params = new URLSearchParams({ q })
  if (type) params.set('type', type)
  if (page > 1) params.set('page', String(page))
  return `/search?${params}`
}

/**
 * /search: a plain GET form (it works without JavaScript), the results grouped by type in rank
 * order, filters by type with their counts, and pages of RESULTS_PER_PAGE.
 */
export function SearchPage({ outcome }: { outcome: SearchOutcome }) {
  const q = outcome.kind === 'results' ? outcome.request.q : outcome.q
  return (
    // The query is the visitor's own text, up to SEARCH_QUERY_MAX characters and maybe one long
    // word: it breaks where it must, in the heading and the notices alike, rather than widen the page.
    <div className="wrap-break-word">
      <PageHeader light eyebrow="Search" title={q ? `Results for “${q}”` : 'Search Cipherwell'}>
        <SearchForm q={q} className="mt-8" />
      </PageHeader>
      <Container className="py-12 desk:py-16">
        <div aria-live="polite">
          {outcome.kind === 'results' ? (
            <Results request={outcome.request} answer={outcome.answer} />
          ) : (
            <Notice>
              {outcome.kind === 'invalid'
                ? outcome.message
                : outcome.kind === 'limited'
                  ? `Too many searches from your network. Please wait ${outcome.retryAfter} seconds and search again.`
                  : 'Search is unavailable right now. Please try again in a minute.'}
            </Notice>
          )}
        </div>
      </Container>
    </div>
  )
}

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="max-w-2xl text-lg text-slate-700">{children}</p>
}

function Results({ request, answer }: { request: SearchRequest; answer: SearchAnswer }) {
  if (!request.q) return <Notice>Type a few words above: a product, a feature, an API name or a topic.</Notice>
  if (answer.total === 0 && !request.type) return <NoResults q={request.q} />
  const pages = Math.max(1, Math.ceil(answer.total / request.perPage))
  return (
    // Tracks with a zero minimum: a grid's implicit column (and a plain 1fr) is at least as wide
    // as its content, so the row of filters widened it, and the page, instead of scrolling.
    <div className="grid grid-cols-1 gap-10 desk:grid-cols-[14rem_minmax(0,1fr)]">
      <TypeFilters request={request} answer={answer} />
      <div>
        <p className="text-sm text-slate-600">
          {resultCount(answer)}
          {pages > 1 ? ` · page ${request.page} of ${pages}` : ''}
        </p>
        {answer.results.length === 0 ? (
          <Notice>No results on this page.</Notice>
        ) : (
          groups(answer.results).map(({ type, results }) => (
            // Named "Products results", not "Products": the footer's link columns are regions named
            // after the same sections, and two landmarks of one name cannot be told apart.
            <section key={type} aria-label={`${SEARCH_TYPES[type]} results`} className="mt-8">
              <h2 className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                {SEARCH_TYPES[type]}
              </h2>
              <ol className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
                {results.map((result) => (
                  <ResultItem key={result.url} result={result} />
                ))}
              </ol>
            </section>
          ))
        )}
        <Pagination request={request} pages={pages} />
      </div>
    </div>
  )
}

const resultCount = ({ total, capped }: SearchAnswer) =>
  capped ? `More than ${total.toLocaleString('en-US')} results` : total === 1 ? '1 result' : `${total} results`

/** Results by type, each group where its best result ranks, results in rank order within it. */
function groups(results: SearchResult[]) {
  const byType = new Map<SearchType, SearchResult[]>()
  for (const result of results) byType.set(result.type, [...(byType.get(result.type) ?? []), result])
  return [...byType].map(([type, grouped]) => ({ type, results: grouped }))
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="py-5">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link href={result.url} className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          {result.title}
        </Link>
      </h3>
      <p className="mt-0.5 break-all font-mono text-xs text-slate-500">{result.url}</p>
      {result.excerpt.length > 0 ? (
        <p className="mt-2 max-w-3xl text-slate-700">
          <Highlighted segments={result.excerpt} />
        </p>
      ) : null}
    </li>
  )
}

function TypeFilters({ request, answer }: { request: SearchRequest; answer: SearchAnswer }) {
  const all = Object.values(answer.counts).reduce((sum, n) => sum + (n ?? 0), 0)
  const filters = [
    { type: undefined, label: 'All results', count: all },
    ...(Object.keys(SEARCH_TYPES) as SearchType[])
      .filter((type) => answer.counts[type])
      .map((type) => ({ type, label: SEARCH_TYPES[type], count: answer.counts[type] ?? 0 })),
  ]
  // Past the cap the counts are of the first matches only: the filters stay, their numbers go.
  const shown = (count: number) => (answer.capped ? '' : String(count))
  return (
    <nav aria-label="Filter results by type">
      {/* One scrolling row on a phone, a column beside the results on a wider screen. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 desk:mx-0 desk:flex-col desk:gap-1 desk:overflow-visible desk:px-0">
        {filters.map(({ type, label, count }) => {
          const current = type === request.type
          return (
            <li key={label} className="shrink-0">
              <Link
                href={searchHref(request.q, type)}
                aria-current={current ? 'page' : undefined}
                className={`flex items-center justify-between gap-3 whitespace-nowrap rounded-full px-3 py-1.5 text-sm ring-1 ring-inset desk:rounded-control desk:py-2 desk:ring-0 ${
                  current ? 'bg-brand-50 font-semibold text-brand-700 ring-brand-300' : 'text-slate-700 ring-slate-200 hover:bg-slate-100'
                }`}
              >
                <span>{label}</span>
                <span className={`tabular-nums ${current ? 'text-brand-700' : 'text-slate-600'}`}>{shown(count)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function Pagination({ request, pages }: { request: SearchRequest; pages: number }) {
  if (pages <= 1) return null
  const link = (page: number, label: string, rel: 'prev' | 'next') => (
    <Link href={searchHref(request.q, request.type, page)} rel={rel} className={buttonClass('secondary', 'light')}>
      {label}
    </Link>
  )
  return (
    <nav aria-label="Pages of results" className="mt-8 flex items-center justify-between gap-4">
      {request.page > 1 ? link(request.page - 1, 'Previous', 'prev') : <span />}
      <span className="text-sm text-slate-600">
        Page {request.page} of {pages}
      </span>
      {request.page < pages ? link(request.page + 1, 'Next', 'next') : <span />}
    </nav>
  )
}

function NoResults({ q }: { q: string }) {
  return (
    <div className="max-w-2xl">
      <Notice>No results for “{q}”.</Notice>
      <p className="mt-4 text-slate-700">Try fewer or different words, or check the spelling. You can also browse:</p>
      <BrowseSections className="mt-4" />
      <p className="mt-6 text-slate-700">
        Looking for something specific?{' '}
        <Link href="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
          Ask our team
        </Link>
        .
      </p>
    </div>
  )
}
