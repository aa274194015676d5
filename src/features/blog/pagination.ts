import { SLUG } from '@/cms/documentRoutes'

/** Posts per listing page. */
export const PAGE_SIZE = 6

/** The category segment of the internal listing route when no category is chosen. */
export const ALL = 'all'

/** Only canonical page numbers: "1", "2"… never "01", "+2", "2.0", "-1" or "abc". */
export function parsePage(raw: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  return Number(raw)
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE))

export const pageSlice = <T>(items: T[], page: number) => items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)

/** The public address of a listing page: `/blog`, `/blog?page=2`, `/blog?category=x&page=2`. */
export function blogHref({ category, page }: { category?: string | null; page?: number }): string {
  const query = new URLSearchParams()
  if (category && category !== ALL) query.set('category', category)
  if (page && page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `/blog?${search}` : '/blog'
}

/** Where every malformed listing address is sent: one route that is always a 404. */
export const INVALID_LISTING = '/blog/index/invalid/0'

/**
 * `/blog?category=x&page=n` → the internal static route `/blog/index/x/n`. Values that cannot
 * be a category slug or a page number all go to one always-404 address, so junk queries can
 * neither reach another route (`?category=..`) nor fill the page cache with one entry each.
 */
export function blogIndexPath(search: URLSearchParams): string {
  const category = search.get('category') || ALL
  const page = search.get('page') || '1'
  if (!SLUG.test(category) || parsePage(page) === null) return INVALID_LISTING
  return `/blog/index/${category}/${page}`
}
