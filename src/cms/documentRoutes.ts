/**
 * Where each previewable collection's documents are shown, in both directions: the admin's
 * Preview button and live preview need a document's address, and the draft-mode admin bar
 * needs the document behind an address. Pages live at their own `path`; the rest at
 * `<prefix>/<slug>`. Kept free of server imports: the Payload config and a client island use it.
 */
export const SLUGGED_ROUTES = {
  posts: '/blog',
  changelog: '/changelog',
  webinars: '/webinars',
  papers: '/papers',
  customers: '/customers',
  jobs: '/careers',
  legal: '/legal',
} as const

export type SluggedCollection = keyof typeof SLUGGED_ROUTES
export type PreviewCollection = 'pages' | SluggedCollection

/** Pages under these addresses are products and solutions to a visitor; every other page is a page. */
export const PAGE_SECTIONS = [
  { kind: 'products', prefix: '/products', title: 'Products' },
  { kind: 'solutions', prefix: '/solutions', title: 'Solutions' },
] as const
export type PageKind = 'pages' | (typeof PAGE_SECTIONS)[number]['kind']

/** What kind of page an address is: a product, a solution, or any other page. */
export const pageKind = (path: string): PageKind =>
  PAGE_SECTIONS.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.kind ?? 'pages'

/** A document's slug: lower-case words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Which document an address shows: the collection and the field to look it up by. */
export type DocumentAt = { collection: PreviewCollection; field: 'path' | 'slug'; value: string }

/** The address of a slugged collection's document. */
export const slugPath = (collection: SluggedCollection, slug: string) => `${SLUGGED_ROUTES[collection]}/${slug}`

/** A document's public address, or null when it has none yet (a new page without a path). */
export function documentPath(collection: string, doc: { path?: unknown; slug?: unknown }): string | null {
  if (collection === 'pages') return typeof doc.path === 'string' && doc.path.startsWith('/') ? doc.path : null
  if (!(collection in SLUGGED_ROUTES) || typeof doc.slug !== 'string' || !SLUG.test(doc.slug)) return null
  return slugPath(collection as SluggedCollection, doc.slug)
}

/**
 * The document a public address renders. Section roots (`/blog`) and the blog's paginated
 * index (`/blog/index/…`) are Pages documents; `/blog/<slug>` is a post, and so on.
 */
export function documentAt(pathname: string): DocumentAt {
  const segments = pathname.split('/').filter(Boolean)
  const [first, second, ...rest] = segments
  if (first === 'blog' && second === 'index') return { collection: 'pages', field: 'path', value: '/blog' }
  const section = Object.entries(SLUGGED_ROUTES).find(([, prefix]) => prefix === `/${first}`)
  if (section && second && rest.length === 0) {
    return { collection: section[0] as PreviewCollection, field: 'slug', value: second }
  }
  return { collection: 'pages', field: 'path', value: segments.length ? `/${segments.join('/')}` : '/' }
}

/** The admin's Preview button and live preview open this: it turns draft mode on, then shows the path. */
export const previewUrl = (path: string) => `/api/preview?${new URLSearchParams({ path })}`

/** 'Close preview mode' and 'Exit preview': a plain GET that leaves draft mode and comes back here. */
export const disableDraftUrl = (path: string) => `/api/disable-draft?${new URLSearchParams({ redirect: path })}`

/** The document's edit view in the admin. */
export const adminDocumentUrl = (collection: PreviewCollection, id: string | number) =>
  `/admin/collections/${collection}/${encodeURIComponent(String(id))}`

/** What an internal link may point at: every collection with a public address of its own. */
export const LINKABLE_COLLECTIONS = ['pages', ...(Object.keys(SLUGGED_ROUTES) as SluggedCollection[])] as const satisfies readonly PreviewCollection[]
