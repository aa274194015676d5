import { Link } from '@/ui/Link.client'

import { blogHref } from './pagination'

const base = 'inline-flex min-w-10 items-center justify-center rounded-md px-3 py-2 text-sm font-medium'
const idle = `${base} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100`

/** Numbered pages with rel prev/next, in the public query-string form. Nothing when there is one page. */
export function Pagination({ category, page, pages }: { category: string | null; page: number; pages: number }) {
  if (pages <= 1) return null
  const href = (n: number) => blogHref({ category, page: n })
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={idle}>
          <span aria-hidden="true">←</span>&nbsp;Previous
        </Link>
      ) : null}
      <ol className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              href={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={n === page ? `${base} bg-slate-900 text-white` : idle}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={idle}>
          Next&nbsp;<span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  )
}
