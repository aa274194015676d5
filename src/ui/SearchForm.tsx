import { SEARCH_QUERY_MAX } from '@/lib/searchLimits'
import { buttonClass, type ButtonSurface } from './button'
import { CONTROL_CLASS } from './form/Field'
import { Link } from './Link.client'

/** Where a visitor who did not find a page can go instead: the site's standing sections. */
export const BROWSE_SECTIONS = [
  { href: '/pricing', label: 'Pricing' },
  { href: '/customers', label: 'Customers' },
  { href: '/blog', label: 'Blog' },
  { href: '/changelog', label: 'Changelog' },
] as const

/**
 * The site search as a plain GET form to /search (it works without JavaScript): the search
 * page's own form, and the 404's, so a visitor who followed a dead link can look for the page.
 */
export function SearchForm({ q = '', surface = 'light', id = 'search-q', className = '' }: {
  q?: string
  surface?: ButtonSurface
  id?: string
  className?: string
}) {
  return (
    <form role="search" action="/search" method="get" className={`flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search products, docs, posts and more"
        autoComplete="off"
        className={`${CONTROL_CLASS} !mt-0 flex-1`}
      />
      <button type="submit" className={buttonClass('primary', surface, 'shrink-0')}>
        Search
      </button>
    </form>
  )
}

/** The standing sections as a row of buttons. */
export function BrowseSections({ surface = 'light', className = '' }: { surface?: ButtonSurface; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {BROWSE_SECTIONS.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} className={buttonClass('secondary', surface)}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
